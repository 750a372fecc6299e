// Placeholder until the panel's owner lands it; the shell imports this name.
export function JsonPanel() {
  return <section aria-label="JsonPanel">JsonPanel</section>;
}
