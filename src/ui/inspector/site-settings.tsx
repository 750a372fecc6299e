import { memo, useId, useSyncExternalStore } from 'react';
import { getProp, getString, toValue, type JsonNode } from '../../core/model/json-node';
import { THEMES } from '../../core/model/settings';
import { formatCount } from '../../core/model/format-count';
import type { Workspace } from '../../core/model/workspace';
import { THEME_DEFAULTS, isTheme, siteBehaviour } from '../../core/sidebar/theme-defaults';
import { useEditor, type EditorContextValue } from '../shell/editor-context';
import { setPreviewOverrides, usePreviewOverrides } from '../common/preview-overrides';
import './site-settings.css';
import { setSiteSettingCommand } from '../../core/sidebar/set-site-setting';

/** The settings this form edits; everything else at the top level is listed read-only. */
// A Map, not an object literal: the keys looked up are the document's, and `toString` is one.
const EDITED: ReadonlyMap<string, readonly string[]> = new Map([
  ['theme', []],
  ['styling', ['eyebrows']],
  ['interaction', ['drilldown']],
  ['api', ['playground']],
]);

/**
 * The site settings that shape navigation, shown by the inspector when the document root is
 * selected: theme, `styling.eyebrows`, `interaction.drilldown` (true, false, or unset = the
 * theme's default) and `api.playground.proxy`, each with what the choice needs. Other top-level
 * settings are listed read-only and kept as they are. Every change is one undoable command.
 */
export function SiteSettings() {
  const { store } = useEditor();
  // A form of its own for each document: React keeps a component's last two draws in its fibers
  // until it draws again, and this one draws only when the root changes, so the form of the
  // document before kept that whole document alive after another opened (a setting's value is a
  // slice of its text: all 40 MB of the bench's 16x config). A form that goes is let go whole.
  // Keyed by the root's id: an edit keeps it, a new document (a new parse) has a new one.
  const rootId = useSyncExternalStore(store.subscribe, () => rootOf(store.getState().workspace)?.id);
  return <SettingsForm key={rootId ?? 0} store={store} />;
}

/**
 * The form of SiteSettings, drawn again when the document changes and not when the rest of the
 * editor does (its OpenAPI pages, problems, selection: an open brings a dozen such states, and
 * each one wrote every radio button's name and type again, React's way with inputs). So it reads
 * the document's root alone, and takes the store, which never changes, not the editor's context.
 */
const SettingsForm = memo(function SettingsForm({ store }: { store: EditorContextValue['store'] }) {
  const root = useSyncExternalStore(store.subscribe, () => rootOf(store.getState().workspace));
  const overrides = usePreviewOverrides();
  if (!root || root.type !== 'object') return <p className="muted">docs.json is not a JSON object; fix it in the JSON pane.</p>;
  const set = (path: string[], value: unknown) => store.run(setSiteSettingCommand, { path, value });
  const behaviour = siteBehaviour(root);
  const defaults = THEME_DEFAULTS[behaviour.theme];
  const themeName = getString(root, 'theme');
  const eyebrows = getString(getProp(root, 'styling'), 'eyebrows');
  const drill = getProp(getProp(root, 'interaction'), 'drilldown');
  const proxy = getProp(getProp(getProp(root, 'api'), 'playground'), 'proxy');
  const onOff = (v: boolean) => (v ? 'on' : 'off');
  // A value the preview tries is shown here too, apart from the saved one; saving a value ends it.
  const previewOnly = (key: 'drilldown' | 'eyebrows', what: string) =>
    overrides[key] === undefined ? undefined : (
      <p className="preview-only" role="note">
        <span>
          Preview only: {what} {onOff(overrides[key])}, not saved in docs.json.
        </span>
        <button type="button" className="link" onClick={() => setPreviewOverrides((o) => ({ ...o, [key]: undefined }))}>
          Reset
        </button>
      </p>
    );
  const save = (key: 'drilldown' | 'eyebrows', path: string[], value: unknown) => {
    set(path, value);
    setPreviewOverrides((o) => ({ ...o, [key]: undefined }));
  };

  return (
    <form className="site-settings" aria-label="Site settings" onSubmit={(e) => e.preventDefault()}>
      <h2>Site settings</h2>
      <label className="field">
        <span>Theme</span>
        <select aria-label="Theme" value={themeName ?? ''} onChange={(e) => set(['theme'], e.target.value)}>
          {!isTheme(themeName) ? <option value={themeName ?? ''}>{themeName ? `${themeName} (unknown)` : '(not set)'}</option> : null}
          {THEMES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <small className="muted">
          {behaviour.theme} defaults: drilldown {onOff(defaults.drilldown)}, breadcrumbs {onOff(defaults.eyebrows)} (docsnav's documented
          guess; try the other value in the preview).
        </small>
      </label>

      <Choice
        legend="Eyebrows (styling.eyebrows)"
        value={eyebrows === undefined ? 'unset' : eyebrows}
        options={[
          ['unset', `Unset: the theme's default (${defaults.eyebrows ? 'breadcrumbs' : 'section name'})`],
          ['breadcrumbs', 'breadcrumbs: the full navigation path above each page'],
          ['section', 'section: only the group name above each page'],
          ...(eyebrows !== undefined && eyebrows !== 'breadcrumbs' && eyebrows !== 'section'
            ? [[eyebrows, `${eyebrows} (not a known value)`] as [string, string]]
            : []),
        ]}
        onChange={(v) => save('eyebrows', ['styling', 'eyebrows'], v === 'unset' ? undefined : v)}
        note={previewOnly('eyebrows', 'breadcrumbs')}
      />

      <Choice
        legend="Drilldown (interaction.drilldown)"
        value={drill?.type === 'boolean' ? String(drill.value) : drill ? 'other' : 'unset'}
        options={[
          ['unset', `Unset: the theme's default (${onOff(defaults.drilldown)})`],
          ['true', 'true: selecting a group opens its first page'],
          ['false', 'false: selecting a group only expands or collapses it'],
          ...(drill && drill.type !== 'boolean'
            ? [['other', `${JSON.stringify(toValue(drill))} (not a boolean: the site ignores it)`] as [string, string]]
            : []),
        ]}
        onChange={(v) => save('drilldown', ['interaction', 'drilldown'], v === 'unset' ? undefined : v === 'true')}
        note={previewOnly('drilldown', 'drilldown')}
      />

      <Choice
        legend="API playground proxy (api.playground.proxy)"
        value={proxy?.type === 'boolean' ? String(proxy.value) : proxy ? 'other' : 'unset'}
        options={[
          ['unset', 'Unset: requests go through the docs site'],
          ['true', 'true: requests go through the docs site'],
          ['false', "false: requests go from the reader's browser straight to your API"],
          ...(proxy && proxy.type !== 'boolean'
            ? [['other', `${JSON.stringify(toValue(proxy))} (not a boolean)`] as [string, string]]
            : []),
        ]}
        onChange={(v) => set(['api', 'playground', 'proxy'], v === 'unset' ? undefined : v === 'true')}
      />
      <p className="note">
        {proxy?.type === 'boolean' && proxy.value === false ? (
          <>
            Requests go directly from the browser to your API, so your API must allow the docs site's origin with CORS (including preflight
            OPTIONS requests).
          </>
        ) : (
          <>
            The playground sends every request as a POST to <code>{'{your docs site}'}/_platform/api/request</code>, which forwards it to
            your API. A reverse proxy in front of a custom domain must allow POST on that path: if it allows only GET, every playground
            request fails. If POST cannot be allowed, set this to false (requests then go from the browser directly, and your API needs
            CORS). To test a deployed site: <code>npx docsnav playground-check https://your-docs-site</code> says whether the POST passes,
            is blocked by a proxy, or cannot reach the site.
          </>
        )}
      </p>

      <OtherSettings root={root} />
    </form>
  );
});

/** The root node of a workspace's docs.json. */
function rootOf(workspace: Workspace | undefined): JsonNode | undefined {
  return workspace?.files[workspace.mainPath]?.root;
}

function Choice({
  legend,
  value,
  options,
  onChange,
  note,
}: {
  legend: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange(v: string): void;
  note?: React.ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="field choice">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} disabled={v === 'other'} />
          {label}
        </label>
      ))}
      {note}
    </fieldset>
  );
}

/** Every other top-level setting (and the other keys of styling, interaction and api), read-only. */
function OtherSettings({ root }: { root: JsonNode }) {
  if (root.type !== 'object') return null;
  const rows: Array<[string, unknown]> = [];
  for (const p of root.props) {
    if (p.key === 'navigation') continue;
    const edited = EDITED.get(p.key);
    if (!edited) rows.push([p.key, toValue(p.value)]);
    else if (p.value.type === 'object') {
      for (const q of p.value.props) {
        if (p.key === 'api' && q.key === 'playground' && q.value.type === 'object') {
          for (const r of q.value.props) if (r.key !== 'proxy') rows.push([`api.playground.${r.key}`, toValue(r.value)]);
          continue;
        }
        if (p.key !== 'api' && edited.includes(q.key)) continue;
        rows.push([`${p.key}.${q.key}`, toValue(q.value)]);
      }
    }
  }
  if (!rows.length) return null;
  return (
    <section className="other-settings" aria-label="Other settings">
      <h3>Other settings (kept as they are)</h3>
      <dl>
        {/* Keyed by place: a file may hold the same key twice (the duplicate-key problem says so). */}
        {rows.map(([k, v], i) => (
          <div key={`${i}:${k}`}>
            <dt>{k}</dt>
            <dd>
              <OtherValue value={v} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One other setting's value as JSON; a long one folded under its size, unfolded by the reader.
 * Real configs hold `redirects` of up to 50 KB of JSON: laid out whole in the inspector's narrow
 * column, pipecat-ai's took 16-22 ms of Chromium's layout whenever the site settings showed
 * (on every open), where a closed `<details>` lays none of it out (0.4-0.5 ms).
 */
function OtherValue({ value }: { value: unknown }) {
  const json = JSON.stringify(value);
  if (json.length <= 200) return <code>{json}</code>;
  return (
    <details>
      <summary>{Array.isArray(value) ? `${formatCount(value.length)} entries` : `${formatCount(json.length)} characters`}</summary>
      <code>{json}</code>
    </details>
  );
}
