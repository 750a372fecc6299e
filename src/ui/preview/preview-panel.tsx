// Placeholder until the panel's owner lands it; the shell imports this name.
export function PreviewPanel() {
  return <section aria-label="PreviewPanel">PreviewPanel</section>;
}
