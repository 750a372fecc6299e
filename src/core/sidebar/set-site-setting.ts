import { fromValue, nextId, propOf, type JsonNode } from '../model/json-node';
import { OK, refuse, defineCommand } from '../commands/command';
import { nodeAt, draftObjectAt, removeProp, setProp } from '../tree/draft-path';

/** Arguments: a top-level setting path of docs.json (`["interaction", "drilldown"]`) and its value; undefined removes it. */
export interface SiteSettingArgs {
  readonly path: readonly string[];
  readonly value: unknown;
}

/**
 * Set or remove a nested top-level setting of docs.json (`styling.eyebrows`,
 * `interaction.drilldown`, `api.playground.proxy`). Missing objects on the way are created;
 * removing the last key of an object removes the object too, so "unset" leaves no empty
 * `"interaction": {}` behind (set-field cannot do that: it stops at one level).
 *
 * @example store.run(setSiteSettingCommand, { path: ['interaction', 'drilldown'], value: undefined })
 */
export const setSiteSettingCommand = defineCommand<SiteSettingArgs>({
  id: 'set-site-setting',
  label: (_ws, a) => (a.value === undefined ? `unset ${a.path.join('.')}` : `set ${a.path.join('.')}`),
  canRun: (ws, a) => {
    const f = ws.files[ws.mainPath];
    if (!f || f.root.type !== 'object') return refuse('docs.json is not a JSON object; fix it in the JSON pane first');
    if (a.path.length === 0) return refuse('no setting named');
    for (let i = 1; i < a.path.length; i++) {
      const n = nodeAt(f.root, a.path.slice(0, i));
      if (n && n.type !== 'object')
        return refuse(
          `${a.path.slice(0, i).join('.')} is ${n.type === 'array' ? 'an array' : `a ${n.type}`}, not an object; fix it in the JSON pane`,
        );
    }
    if (a.value === undefined && !nodeAt(f.root, a.path)) return refuse(`${a.path.join('.')} is not set`);
    return OK;
  },
  run: (draft, a) => {
    const file = draft.mainPath;
    const parents = a.path.slice(0, -1);
    const key = a.path[a.path.length - 1];
    if (a.value === undefined) {
      removeProp(draftObjectAt(draft, file, parents), key);
      // Remove objects left empty, innermost first.
      for (let i = parents.length; i > 0; i--) {
        const obj = nodeAt(draft.files[file].root as JsonNode, parents.slice(0, i));
        if (obj && obj.type === 'object' && obj.props.length === 0)
          removeProp(draftObjectAt(draft, file, parents.slice(0, i - 1)), parents[i - 1]);
        else break;
      }
      return;
    }
    for (let i = 0; i < parents.length; i++) {
      if (!nodeAt(draft.files[file].root as JsonNode, parents.slice(0, i + 1))) {
        setProp(draftObjectAt(draft, file, parents.slice(0, i)), parents[i], { type: 'object', id: nextId(), props: [] });
      }
    }
    const obj = draftObjectAt(draft, file, parents);
    const cur = propOf(obj, key);
    // Keep the node when only a scalar changes: the printer then rewrites just that value.
    if (
      cur &&
      cur.value.type !== 'object' &&
      cur.value.type !== 'array' &&
      cur.value.type === (a.value === null ? 'null' : typeof a.value)
    ) {
      (cur.value as { value: unknown }).value = a.value;
      return;
    }
    setProp(obj, key, fromValue(a.value));
  },
});
