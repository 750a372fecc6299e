// Placeholder until the panel's owner lands it; the shell imports this name.
export function TreePanel() {
  return <section aria-label="TreePanel">TreePanel</section>;
}
