import { useState } from 'react';
import { getProp, toValue, type JsonNode } from '../../core/model/json-node';
import { TextField, type FieldEdit } from './fields';

const OTHER = '\u0000other';

function str(node: JsonNode | undefined): string {
  return node && node.type === 'string' ? (node.value as string) : '';
}

/**
 * An element's `openapi`: pick one of the project's OpenAPI documents or type a path or URL,
 * and optionally a directory for its pages, which writes the `{ "source", "directory" }` form
 * (clearing the directory goes back to the plain string). An array, of which the site uses only
 * the first entry, can be reduced to that entry.
 */
export function OpenApiField({
  node,
  documents,
  edit,
  description,
}: {
  node: JsonNode | undefined;
  documents: readonly string[];
  edit: FieldEdit;
  description: string;
}) {
  const [other, setOther] = useState(false);
  if (node && node.type === 'array') {
    const first = node.items[0];
    return (
      <div className="field">
        <span>OpenAPI</span>
        <code>{JSON.stringify(toValue(node))}</code>
        <p className="muted">The site uses only the first entry of a list.</p>
        {first && (first.type === 'string' || first.type === 'object') ? (
          <button type="button" onClick={() => edit.set('openapi', toValue(first))}>
            Keep only the first
          </button>
        ) : null}
      </div>
    );
  }
  if (node && node.type !== 'string' && node.type !== 'object') {
    return (
      <div className="field">
        <span>OpenAPI</span>
        <code>{JSON.stringify(toValue(node))}</code>
      </div>
    );
  }
  const isObject = node?.type === 'object';
  const source = isObject ? str(getProp(node, 'source')) : str(node);
  const directory = isObject ? str(getProp(node, 'directory')) : '';
  const choice = !other && source === '' ? '' : !other && documents.includes(source) ? source : OTHER;
  // Only `source` and `directory`: clearing the directory can go back to the plain string form.
  const plainObject = isObject && node.props.every((p) => p.key === 'source' || p.key === 'directory');

  const setSource = (v: string, merge: boolean) => {
    if (v === '') edit.remove('openapi');
    else if (isObject) edit.set('source', v, merge && 'openapi-source', ['openapi']);
    else edit.set('openapi', v, merge && 'openapi-source');
  };
  const setDirectory = (v: string) => {
    if (v !== '') {
      if (isObject) edit.set('directory', v, 'openapi-directory', ['openapi']);
      else edit.set('openapi', { source, directory: v }, 'openapi-directory');
    } else if (plainObject) edit.set('openapi', source, 'openapi-directory');
    else edit.remove('directory', ['openapi']);
  };

  return (
    <fieldset className="field">
      <legend>OpenAPI</legend>
      <label className="field" htmlFor="field-openapi">
        <span>OpenAPI document</span>
        <select
          id="field-openapi"
          title={description}
          value={choice}
          onChange={(e) => {
            const v = e.target.value;
            setOther(v === OTHER);
            if (v !== OTHER) setSource(v, false);
          }}
        >
          <option value="">(none{documents.length ? '' : ': no OpenAPI document in the project'})</option>
          {documents.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
          <option value={OTHER}>Another path or a URL…</option>
        </select>
      </label>
      {choice === OTHER ? (
        <TextField
          id="field-openapi-source"
          label="Path or URL"
          value={source}
          placeholder="openapi.yaml or https://…"
          onChange={(v) => setSource(v, true)}
        />
      ) : null}
      {source !== '' ? (
        <TextField
          id="field-openapi-directory"
          label="Directory of its pages"
          value={directory}
          placeholder="api-reference"
          onChange={setDirectory}
        />
      ) : null}
    </fieldset>
  );
}
