import type { BehaviourOverrides, Resolved, SiteBehaviour } from '../../core/sidebar/theme-defaults';

const SOURCE: Record<Resolved<boolean>['source'], (theme: string) => string> = {
  config: () => 'set in docs.json',
  theme: (t) => `${t} theme default`,
  preview: () => 'preview only',
};

/**
 * Above the rendered site: the theme, and drilldown and breadcrumbs with where each value comes
 * from. The switches try the other value in the preview only (docs.json is edited in the site
 * settings), because the theme defaults are docsnav's documented guesses.
 */
export function BehaviourBar({
  behaviour,
  overrides,
  setOverrides,
}: {
  behaviour: SiteBehaviour;
  overrides: BehaviourOverrides;
  setOverrides(next: (o: BehaviourOverrides) => BehaviourOverrides): void;
}) {
  const theme =
    behaviour.themeName && behaviour.themeName !== behaviour.theme
      ? `${behaviour.themeName} (unknown; showing ${behaviour.theme})`
      : behaviour.theme;
  const toggle = (key: 'drilldown' | 'eyebrows', label: string) => {
    const r = behaviour[key];
    return (
      <span className="pv-behaviour">
        <button type="button" aria-pressed={r.value} onClick={() => setOverrides((o) => ({ ...o, [key]: !r.value }))}>
          {label}: {r.value ? 'on' : 'off'}
        </button>
        {/* A value tried in the preview alone is marked apart from a saved one: it is not in docs.json. */}
        <span className={r.source === 'preview' ? 'pv-preview-only' : 'muted'}>{SOURCE[r.source](behaviour.theme)}</span>
        {overrides[key] !== undefined ? (
          <button type="button" className="link" onClick={() => setOverrides((o) => ({ ...o, [key]: undefined }))}>
            Reset
          </button>
        ) : null}
      </span>
    );
  };
  return (
    <div className="pv-behaviour-bar" role="group" aria-label="Preview behaviour">
      <span>
        Theme: <strong>{theme}</strong>
      </span>
      {toggle('drilldown', 'Drilldown')}
      {toggle('eyebrows', 'Breadcrumbs')}
    </div>
  );
}
