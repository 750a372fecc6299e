// Placeholder until the panel's owner lands it; the shell imports this name.
export function ProblemsPanel() {
  return <section aria-label="ProblemsPanel">ProblemsPanel</section>;
}
