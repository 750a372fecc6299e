import { useEffect, useState } from 'react';
import { KINDS, isKnownKey, type FieldSpec } from '../../core/model/kinds';
import { LANGUAGES } from '../../core/model/languages';
import { labelOf, type NavElement } from '../../core/model/nav-index';
import { getProp, toValue, type JsonNode } from '../../core/model/json-node';
import { useEditor, useEditorState, useNavIndex } from '../shell/editor-context';
import { SiteSettings } from '../preview/site-settings';
import './inspector.css';

/** Edits the selected element's fields, as the kinds table defines them. */
export function InspectorPanel() {
  const { selection } = useEditorState();
  const index = useNavIndex();
  const el = selection.length === 1 ? index.elements.get(selection[0]) : undefined;
  return (
    <aside className="panel inspector" aria-label="Inspector">
      {selection.length > 1 ? (
        <p className="muted">{selection.length} elements selected.</p>
      ) : el && el.kind !== 'navigation' ? (
        <ElementForm el={el} />
      ) : (
        // With nothing (or the root) selected, the inspector edits the site settings that shape navigation.
        <>
          <p className="muted">Select an element in the tree to edit it. Site settings:</p>
          <SiteSettings />
        </>
      )}
    </aside>
  );
}

function ElementForm({ el }: { el: NavElement }) {
  const { store } = useEditor();
  const spec = KINDS[el.kind];
  const index = useNavIndex();
  const parent = el.parent === undefined ? undefined : index.elements.get(el.parent);
  if (el.kind === 'page') return <PageForm el={el} />;
  const setField = (key: string, value: unknown, merge = false) =>
    store.run('set-field', { file: el.file, path: [...el.path], key, value }, merge ? { mergeKey: `${el.id}:${key}` } : {});
  const removeField = (key: string) => store.run('remove-field', { file: el.file, path: [...el.path], key });
  const fields = spec.fields.filter((f) => !(f.key === 'expanded' && parent?.kind !== 'group'));
  const unknown = el.node.type === 'object' ? el.node.props.filter((p) => !isKnownKey(el.kind, p.key)) : [];
  return (
    <form className="inspector-form" onSubmit={(e) => e.preventDefault()} aria-label={`${spec.title} '${labelOf(el)}'`}>
      <h2>
        {spec.title} <span className="muted">{labelOf(el)}</span>
      </h2>
      {fields.map((f) => (
        <Field key={f.key} field={f} node={getProp(el.node, f.key)} isLabel={f.key === spec.labelKey} onSet={setField} onRemove={removeField} />
      ))}
      {unknown.length ? (
        <section className="unknown-keys">
          <h3>Other keys (kept as they are)</h3>
          <dl>
            {unknown.map((p) => (
              <div key={p.key}>
                <dt>{p.key}</dt>
                <dd>
                  <code>{JSON.stringify(toValue(p.value))}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </form>
  );
}

/** Text fields keep local state while typing; each keystroke is a merged undo step. */
function TextField({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange(v: string): void; placeholder?: string }) {
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [value]);
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        type="text"
        value={local}
        placeholder={placeholder}
        onChange={(e) => {
          setLocal(e.target.value);
          onChange(e.target.value);
        }}
      />
    </label>
  );
}

function Field({ field, node, isLabel, onSet, onRemove }: { field: FieldSpec; node: JsonNode | undefined; isLabel: boolean; onSet(key: string, v: unknown, merge?: boolean): void; onRemove(key: string): void }) {
  const id = `field-${field.key}`;
  const title = isLabel ? 'Label' : field.key[0].toUpperCase() + field.key.slice(1);
  const str = node && node.type === 'string' ? (node.value as string) : '';
  switch (field.type) {
    case 'language':
      return (
        <label className="field" htmlFor={id}>
          <span>{isLabel ? 'Language' : title}</span>
          <select id={id} value={str} onChange={(e) => onSet(field.key, e.target.value)}>
            {!LANGUAGES.some((l) => l.code === str) ? <option value={str}>{str || '(none)'} (not supported)</option> : null}
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.code} — {l.name}
              </option>
            ))}
          </select>
        </label>
      );
    case 'boolean': {
      const v = node && node.type === 'boolean' ? (node.value as boolean) : undefined;
      return (
        <label className="field" htmlFor={id}>
          <span>{title}</span>
          <select id={id} value={v === undefined ? '' : String(v)} onChange={(e) => (e.target.value === '' ? onRemove(field.key) : onSet(field.key, e.target.value === 'true'))}>
            <option value="">(not set)</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </label>
      );
    }
    case 'banner': {
      const content = getProp(node, 'content');
      const dismissible = getProp(node, 'dismissible');
      const banner = (c: string, d: boolean) => onSet(field.key, { content: c, dismissible: d }, true);
      const c = content && content.type === 'string' ? (content.value as string) : '';
      const d = dismissible && dismissible.type === 'boolean' ? (dismissible.value as boolean) : false;
      return (
        <fieldset className="field">
          <legend>Banner</legend>
          <TextField id={`${id}-content`} label="Banner content (Markdown)" value={c} onChange={(v) => banner(v, d)} />
          <label>
            <input type="checkbox" checked={d} onChange={(e) => banner(c, e.target.checked)} /> Dismissible
          </label>
        </fieldset>
      );
    }
    case 'icon':
    case 'openapi':
    case 'color':
      if (node && node.type !== 'string') {
        return (
          <div className="field">
            <span>{title}</span>
            <code>{JSON.stringify(toValue(node))}</code>
          </div>
        );
      }
      return <TextField id={id} label={title} value={str} onChange={(v) => (v === '' ? onRemove(field.key) : onSet(field.key, v, true))} placeholder={field.type === 'openapi' ? 'openapi.yaml or https://…' : undefined} />;
    case 'number':
      return <TextField id={id} label={title} value={node && node.type === 'number' ? String(node.value) : ''} onChange={(v) => (v === '' ? onRemove(field.key) : Number.isFinite(Number(v)) && onSet(field.key, Number(v), true))} />;
    default:
      return <TextField id={id} label={title} value={str} onChange={(v) => (v === '' && !isLabel ? onRemove(field.key) : onSet(field.key, v, true))} />;
  }
}

function PageForm({ el }: { el: NavElement }) {
  const { store, project } = useEditor();
  const value = el.node.type === 'string' ? (el.node.value as string) : '';
  const fm = project.frontMatter.get(value.replace(/^\//, ''));
  return (
    <form className="inspector-form" onSubmit={(e) => e.preventDefault()} aria-label={`Page '${value}'`}>
      <h2>Page</h2>
      <TextField id="field-page" label="Label" value={value} onChange={(v) => store.run('set-page-entry', { file: el.file, path: [...el.path], value: v }, { mergeKey: `${el.id}:page` })} />
      {fm?.title ? <p className="muted">Title: {fm.title}</p> : null}
      {project.pageFiles ? <p className="muted">{project.pageFiles.has(value.replace(/^\//, '')) ? 'The page file exists.' : 'No page file with this path in the opened folder.'}</p> : null}
    </form>
  );
}
