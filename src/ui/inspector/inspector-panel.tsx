// Placeholder until the panel's owner lands it; the shell imports this name.
export function InspectorPanel() {
  return <section aria-label="InspectorPanel">InspectorPanel</section>;
}
