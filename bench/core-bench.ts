import { readFileSync } from 'node:fs';
import { produce } from 'immer';
import { parseJson } from '../src/core/parse/parse-json';
import { printJson } from '../src/core/parse/print-json';
import { buildNavIndex } from '../src/core/model/nav-index';
import type { Workspace } from '../src/core/model/workspace';
import type { JsonArray, JsonNode } from '../src/core/model/json-node';
import { median, type Figure } from './measure';

export interface CoreHooks {
  /** All structure rules over a workspace (src/core/rules). */
  runRules?: (ws: Workspace) => unknown;
}

function workspaceOf(text: string): Workspace {
  const { file } = parseJson(text);
  return { mainPath: 'docs.json', files: { 'docs.json': { path: 'docs.json', source: file, root: file.root! } } };
}

/** Path (through props/items) to the first `pages` array holding two or more strings. */
function findPages(root: JsonNode): (string | number)[] | undefined {
  const stack: [JsonNode, (string | number)[]][] = [[root, []]];
  while (stack.length) {
    const [n, path] = stack.pop()!;
    if (n.type === 'object') {
      for (let i = n.props.length - 1; i >= 0; i--) {
        const p = n.props[i];
        const at = [...path, 'props', i, 'value'];
        if (p.key === 'pages' && p.value.type === 'array' && (p.value as JsonArray).items.filter((x) => x.type === 'string').length >= 2) return at;
        stack.push([p.value, at]);
      }
    } else if (n.type === 'array') {
      for (let i = n.items.length - 1; i >= 0; i--) stack.push([n.items[i], [...path, 'items', i]]);
    }
  }
  return undefined;
}

/** One edit like a drop: move the first page entry of a pages list one place down. */
export function oneMove(root: JsonNode): JsonNode {
  const path = findPages(root);
  if (!path) return root;
  return produce(root, (d: any) => {
    let cur = d;
    for (const seg of path) cur = cur[seg];
    const items = cur.items;
    const [x] = items.splice(0, 1);
    items.splice(1, 0, x);
  });
}

/** Core figures for one config, each beside its floor measured in the same run. */
export function coreFigures(name: string, path: string, hooks: CoreHooks): Figure[] {
  const text = readFileSync(path, 'utf8');
  const data = JSON.parse(text);
  const jsonParse = median(() => JSON.parse(text), 7, 2);
  const stringify = median(() => JSON.stringify(data, null, 2), 7, 2);
  const parse = median(() => parseJson(text), 5, 1);
  const ws = workspaceOf(text);
  const index = median(() => buildNavIndex(ws), 5, 1);
  const figures: Figure[] = [
    { name: `${name}: parse`, value: parse, unit: 'ms', floorName: 'JSON.parse', floor: jsonParse },
    { name: `${name}: navigation index`, value: index, unit: 'ms', floorName: 'JSON.parse', floor: jsonParse },
  ];
  if (hooks.runRules) {
    const run = hooks.runRules;
    const check = median(() => run(workspaceOf(text)), 5, 1);
    figures.push({ name: `${name}: parse + all structure rules`, value: check, unit: 'ms', floorName: 'JSON.parse', floor: jsonParse, target: 5 });
    const rulesOnly = median(() => run(ws), 5, 1);
    figures.push({ name: `${name}: re-run all structure rules after one edit`, value: rulesOnly, unit: 'ms', floorName: 'JSON.parse', floor: jsonParse, target: 1 });
  }
  const file = ws.files['docs.json'].source;
  const noEdit = median(() => printJson(file, file.root!), 7, 1);
  figures.push({ name: `${name}: print with no edit`, value: noEdit, unit: 'ms', floorName: 'JSON.stringify', floor: stringify, target: 2 });
  const edited = oneMove(file.root!);
  const afterEdit = median(() => printJson(file, edited), 7, 1);
  figures.push({ name: `${name}: export (print) after one edit`, value: afterEdit, unit: 'ms', floorName: 'JSON.stringify', floor: stringify, target: 2 });
  const move = median(() => oneMove(file.root!), 7, 1);
  figures.push({ name: `${name}: one move (immer edit)`, value: move, unit: 'ms', floorName: 'JSON.parse', floor: jsonParse });
  return figures;
}
