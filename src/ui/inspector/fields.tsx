import { memo, useEffect, useState } from 'react';
import type { FieldSpec } from '../../core/model/kinds';
import { LANGUAGES } from '../../core/model/languages';
import { ICON_LIBRARIES, ICON_STYLES } from '../../core/model/settings';
import { getProp, toValue, type JsonNode } from '../../core/model/json-node';
import { IconNameField } from './icon-field';

/**
 * How a field edits the document: `set(key, value, merge)` on the element (or on a nested
 * object: `path` names it, like ["banner"]), `remove(key)`. `merge` makes consecutive typing
 * in one field one undo step (a string names the field when its key changes while typing).
 */
export interface FieldEdit {
  set(key: string, value: unknown, merge?: boolean | string, path?: string[]): void;
  remove(key: string, path?: string[]): void;
}

/** Text fields keep local state while typing; each keystroke is a merged undo step. */
export function TextField({
  id,
  label,
  value,
  onChange,
  placeholder,
  description,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  placeholder?: string;
  description?: string;
}) {
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
        title={description}
        onChange={(e) => {
          setLocal(e.target.value);
          onChange(e.target.value);
        }}
      />
    </label>
  );
}

/** A choice among fixed values, with "(not set)" to remove the key. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  description,
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange(v: string | undefined): void;
  description?: string;
}) {
  const known = value === undefined || options.some((o) => o.value === value);
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <select
        id={id}
        value={value ?? ''}
        title={description}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        <option value="">(not set)</option>
        {!known ? <option value={value}>{value} (not allowed)</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function str(node: JsonNode | undefined): string {
  return node && node.type === 'string' ? (node.value as string) : '';
}

function titleOf(field: FieldSpec, isLabel: boolean): string {
  if (isLabel) return 'Label';
  return field.key[0].toUpperCase() + field.key.slice(1);
}

/** The language select: only the 26 supported codes can be chosen. */
function LanguageField({ id, value, onSet }: { id: string; value: string; onSet(v: string): void }) {
  return (
    <label className="field" htmlFor={id}>
      <span>Language</span>
      <select id={id} value={value} onChange={(e) => onSet(e.target.value)}>
        {!LANGUAGES.some((l) => l.code === value) ? <option value={value}>{value || '(none)'} (not supported)</option> : null}
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.code} — {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A language's banner: its Markdown content and whether readers can dismiss it, edited key by key. */
function BannerField({ id, node, edit }: { id: string; node: JsonNode | undefined; edit: FieldEdit }) {
  const dismissible = getProp(node, 'dismissible');
  const d = dismissible && dismissible.type === 'boolean' ? (dismissible.value as boolean) : undefined;
  return (
    <fieldset className="field">
      <legend>Banner</legend>
      <TextField
        id={`${id}-content`}
        label="Banner content (Markdown)"
        value={str(getProp(node, 'content'))}
        onChange={(v) => (v === '' ? edit.remove('content', ['banner']) : edit.set('content', v, true, ['banner']))}
      />
      <label className="check">
        <input type="checkbox" checked={!!d} onChange={(e) => edit.set('dismissible', e.target.checked, false, ['banner'])} /> Dismissible
      </label>
      {node ? (
        <button type="button" onClick={() => edit.remove('banner')}>
          Remove the banner
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * An icon: a name, or `{ name, style, library }` edited part by part; the name with a picker of
 * the library it is drawn from (the icon's own, else the site's `siteLibrary`). Choosing from
 * the picker is one undo step ("set "icon""); typing stays free.
 */
function IconField({
  id,
  node,
  edit,
  description,
  siteLibrary,
}: {
  id: string;
  node: JsonNode | undefined;
  edit: FieldEdit;
  description: string;
  siteLibrary: string;
}) {
  if (node && node.type === 'object') {
    const part = (k: string) => str(getProp(node, k)) || undefined;
    return (
      <fieldset className="field">
        <legend>Icon</legend>
        <IconNameField
          id={`${id}-name`}
          label="Icon name"
          value={part('name') ?? ''}
          library={part('library') ?? siteLibrary}
          onType={(v) => edit.set('name', v, true, ['icon'])}
          onChoose={(v) => edit.set('name', v, false, ['icon'])}
          description={description}
        />
        <SelectField
          id={`${id}-style`}
          label="Icon style"
          value={part('style')}
          options={ICON_STYLES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => (v === undefined ? edit.remove('style', ['icon']) : edit.set('style', v, false, ['icon']))}
        />
        <SelectField
          id={`${id}-library`}
          label="Icon library"
          value={part('library')}
          options={ICON_LIBRARIES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => (v === undefined ? edit.remove('library', ['icon']) : edit.set('library', v, false, ['icon']))}
        />
      </fieldset>
    );
  }
  return (
    <IconNameField
      id={id}
      label="Icon"
      value={str(node)}
      library={siteLibrary}
      onType={(v) => (v === '' ? edit.remove('icon') : edit.set('icon', v, true))}
      onChoose={(v) => edit.set('icon', v)}
      description={description}
    />
  );
}

/**
 * An element colour, `{ "light": "#hex", "dark": "#hex" }`: the only form the site generator
 * accepts (a plain "#hex" string fails the element), so the form writes the object. A value of
 * another form is shown as it is, with the wrong-type problem beside it.
 */
function ColorField({ id, node, edit }: { id: string; node: JsonNode | undefined; edit: FieldEdit }) {
  if (node && node.type !== 'object') return <RawField title="Color" node={node} />;
  return (
    <fieldset className="field">
      <legend>Color</legend>
      {(['light', 'dark'] as const).map((k) => (
        <TextField
          key={k}
          id={`${id}-${k}`}
          label={`Color (${k})`}
          value={str(node && getProp(node, k))}
          onChange={(v) =>
            v === ''
              ? node && node.props.length <= 1
                ? edit.remove('color')
                : edit.remove(k, ['color'])
              : node
                ? edit.set(k, v, true, ['color'])
                : edit.set('color', { [k]: v }, true)
          }
          placeholder="#16a34a"
        />
      ))}
    </fieldset>
  );
}

/** A value of a shape the form does not edit, shown as it is (its problem is listed beside it). */
function RawField({ title, node }: { title: string; node: JsonNode }) {
  return (
    <div className="field">
      <span>{title}</span>
      <code>{JSON.stringify(toValue(node))}</code>
    </div>
  );
}

/**
 * One field of the kinds table, drawn by its type. Fields with their own pickers (`root`,
 * `openapi`) are drawn by the form; a value of an unexpected JSON type is shown as it is.
 * Memoised: an edit keeps the nodes of the element's other fields (immer shares them), and the
 * form's `edit` is one object, so a keystroke draws only the field it changed.
 */
export const Field = memo(function Field({
  field,
  description,
  node,
  isLabel,
  edit,
  siteIconLibrary = 'fontawesome',
}: {
  field: FieldSpec;
  /** Its help (core/model/kind-help.ts): the field's title on hover. */
  description: string;
  node: JsonNode | undefined;
  isLabel: boolean;
  edit: FieldEdit;
  /** The site's icon library (`icons.library`, Font Awesome when unset): what an icon field's picker lists. */
  siteIconLibrary?: string;
}) {
  const id = `field-${field.key}`;
  const title = titleOf(field, isLabel);
  switch (field.type) {
    case 'language':
      return <LanguageField id={id} value={str(node)} onSet={(v) => edit.set(field.key, v)} />;
    case 'boolean': {
      const v = node && node.type === 'boolean' ? String(node.value) : undefined;
      return (
        <SelectField
          id={id}
          label={title}
          value={v}
          description={description}
          options={[
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
          onChange={(x) => (x === undefined ? edit.remove(field.key) : edit.set(field.key, x === 'true'))}
        />
      );
    }
    case 'enum':
      if (node && node.type !== 'string') return <RawField title={title} node={node} />;
      return (
        <SelectField
          id={id}
          label={title}
          value={node?.value as string | undefined}
          description={description}
          options={(field.values ?? []).map((x) => ({ value: x, label: x }))}
          onChange={(x) => (x === undefined ? edit.remove(field.key) : edit.set(field.key, x))}
        />
      );
    case 'banner':
      return <BannerField id={id} node={node} edit={edit} />;
    case 'icon':
      return <IconField id={id} node={node} edit={edit} description={description} siteLibrary={siteIconLibrary} />;
    case 'color':
      return <ColorField id={id} node={node} edit={edit} />;
    case 'number':
      return (
        <TextField
          id={id}
          label={title}
          value={node && node.type === 'number' ? String(node.value) : ''}
          description={description}
          onChange={(v) => (v === '' ? edit.remove(field.key) : Number.isFinite(Number(v)) && edit.set(field.key, Number(v), true))}
        />
      );
    default:
      if (node && node.type !== 'string') {
        return (
          <div className="field">
            <span>{title}</span>
            <code>{JSON.stringify(toValue(node))}</code>
          </div>
        );
      }
      return (
        <TextField
          id={id}
          label={title}
          value={str(node)}
          description={description}
          placeholder={field.type === 'href' ? 'https://… or /path/to/page' : undefined}
          onChange={(v) => (v === '' && !isLabel ? edit.remove(field.key) : edit.set(field.key, v, true))}
        />
      );
  }
});
