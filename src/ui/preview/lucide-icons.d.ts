// The per-icon index of lucide-react (loaded lazily by preview-icon.tsx); the package types only its root.
declare module 'lucide-react/dist/esm/icons/index.mjs' {
  const icons: Record<string, unknown>;
  export = icons;
}
