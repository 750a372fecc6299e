import { getBoolean, getProp, getString, type JsonNode } from '../model/json-node';
import { THEMES, type Theme } from '../model/settings';

/** What a theme does when docs.json leaves `interaction.drilldown` or `styling.eyebrows` unset. */
export interface ThemeDefaults {
  /** Selecting a group navigates to its first page. */
  readonly drilldown: boolean;
  /** Pages show the full navigation path (breadcrumbs) above the title. */
  readonly eyebrows: boolean;
}

/**
 * The ONE table of theme defaults for drilldown and eyebrows. Change it here only: the preview,
 * the site settings and the tests all read it.
 *
 * WARNING: the generator does not publish these values. SPEC.md says only that "some themes show
 * breadcrumbs by default and others do not" and that unset drilldown "uses the theme default".
 * The values below are docsnav's plausible choice, from how each theme lays out its sidebar:
 * - mint, maple, willow, almond, luma: a classic sidebar of expandable groups, section eyebrow
 *   (the group name) above the page; groups only expand (drilldown off, breadcrumbs off).
 * - palm, aspen: enterprise/reference layouts whose groups act as landing pages: drilldown on,
 *   breadcrumbs on, since the reader jumps deep and needs the path back.
 * - linden: a compact, terminal-like layout with breadcrumbs but groups that only expand.
 * - sequoia: a large-reference layout whose groups open their first page, no breadcrumbs.
 * Because these are guesses, the preview offers a switch to try the other value of each.
 */
export const THEME_DEFAULTS: Readonly<Record<Theme, ThemeDefaults>> = {
  mint: { drilldown: false, eyebrows: false },
  maple: { drilldown: false, eyebrows: false },
  palm: { drilldown: true, eyebrows: true },
  willow: { drilldown: false, eyebrows: false },
  linden: { drilldown: false, eyebrows: true },
  almond: { drilldown: false, eyebrows: false },
  aspen: { drilldown: true, eyebrows: true },
  luma: { drilldown: false, eyebrows: false },
  sequoia: { drilldown: true, eyebrows: false },
};

/** The theme the generator falls back to in docsnav's preview when `theme` is missing or unknown. */
export const FALLBACK_THEME: Theme = 'mint';

/** A resolved behaviour and where its value came from. */
export interface Resolved<T> {
  readonly value: T;
  /** 'config': docs.json sets it; 'theme': the theme default; 'preview': a preview-only override. */
  readonly source: 'config' | 'theme' | 'preview';
}

/** The behaviour of the site's sidebar as the preview renders it. */
export interface SiteBehaviour {
  /** The theme as written (may be unknown or missing). */
  readonly themeName: string | undefined;
  /** The theme whose defaults apply (the fallback when the written one is unknown). */
  readonly theme: Theme;
  readonly drilldown: Resolved<boolean>;
  readonly eyebrows: Resolved<boolean>;
}

/** Preview-only overrides ("try the other value"); they never touch docs.json. */
export interface BehaviourOverrides {
  readonly drilldown?: boolean;
  readonly eyebrows?: boolean;
}

/** True when `name` is one of the nine themes. */
export function isTheme(name: string | undefined): name is Theme {
  return name !== undefined && (THEMES as readonly string[]).includes(name);
}

/**
 * Resolve drilldown and eyebrows for a docs.json root: the explicit setting wins, else the
 * theme's default from THEME_DEFAULTS; a preview override beats both (and says so).
 * `styling.eyebrows` counts as on only for the value "breadcrumbs" (SPEC.md, Other settings);
 * any other string (the generator's "section") means off.
 *
 * @example siteBehaviour(root).drilldown // { value: false, source: 'theme' }
 */
export function siteBehaviour(root: JsonNode | undefined, overrides: BehaviourOverrides = {}): SiteBehaviour {
  const themeName = getString(root, 'theme');
  const theme = isTheme(themeName) ? themeName : FALLBACK_THEME;
  const defaults = THEME_DEFAULTS[theme];
  const drill = getBoolean(getProp(root, 'interaction'), 'drilldown');
  const brow = getString(getProp(root, 'styling'), 'eyebrows');
  const pick = (override: boolean | undefined, config: boolean | undefined, fallback: boolean): Resolved<boolean> =>
    override !== undefined
      ? { value: override, source: 'preview' }
      : config !== undefined
        ? { value: config, source: 'config' }
        : { value: fallback, source: 'theme' };
  return {
    themeName,
    theme,
    drilldown: pick(overrides.drilldown, drill, defaults.drilldown),
    eyebrows: pick(overrides.eyebrows, brow === undefined ? undefined : brow === 'breadcrumbs', defaults.eyebrows),
  };
}
