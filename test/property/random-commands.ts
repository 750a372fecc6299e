import { editText } from '../../src/core/session/edit-text';
import type { EditorSession } from '../../src/core/session/editor-session';
import type { CanRun } from '../../src/core/commands/command';
import { labelOf, type NavElement } from '../../src/core/model/nav-index';
import { moveDestinations } from '../../src/core/tree/move-destinations';
import { addChildChoices, addSiblingChoices } from '../../src/core/tree/add-choices';
import { convertGeneratedPlan } from '../../src/core/commands/openapi-commands';
import { COLLECTION_KIND, type CollectionKey } from '../../src/core/model/kinds';
import {
  convertGeneratedCommand,
  convertKindCommand,
  duplicateCommand,
  insertCommand,
  keyboardMoveCommand,
  moveCommand,
  removeElementCommand,
  renameCommand,
  ungroupCommand,
} from '../../src/core/commands/index';

/** One random step: what it was (for the failure message) and what the session answered. */
export interface Step {
  readonly what: string;
  readonly result: CanRun;
}

type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T | undefined => (xs.length ? xs[Math.floor(r() * xs.length)] : undefined);

/** Labels a person might type, strange ones included (quotes, escapes, emoji, prototype names). */
const LABELS = [
  'Renamed',
  'Guides "quoted"',
  'back\\slash',
  'émoji 🚀',
  '',
  '  spaced  ',
  '__proto__',
  'constructor',
  'a\nb',
  'x'.repeat(300),
];

/** The editable elements: everything but the root and read-only generated pages. */
function elements(s: EditorSession): NavElement[] {
  const index = s.getIndex();
  return index.order.map((id) => index.elements.get(id)!).filter((e) => e.parent !== undefined);
}

/**
 * One random command of the editor on the session's current version, as a person would give it:
 * a drag (to a destination the tree offers, or anywhere: refusals are part of the test), Alt+arrow,
 * add, delete, duplicate, rename, convert, ungroup, a quick fix, a JSON text edit (a sound one or
 * a broken one), or converting generated OpenAPI pages. Returns undefined when it had nothing
 * to act on.
 */
export function randomStep(s: EditorSession, r: Rng): Step | undefined {
  const els = elements(s);
  const el = pick(r, els);
  const index = s.getIndex();
  const roll = r();
  if (roll < 0.16 && el) {
    // A drag to a place the tree offers.
    const dest = pick(r, moveDestinations(index, { ids: [el.id] }));
    if (!dest) return undefined;
    return { what: `move '${labelOf(el)}' to '${dest.label}'`, result: s.run(moveCommand, { ids: [el.id], target: dest.target }) };
  }
  if (roll < 0.24 && el) {
    // A drag anywhere, at any index: mostly refused, and a refusal must change nothing.
    const parent = pick(r, [index.elements.get(index.rootId!)!, ...els]);
    const collection = pick(r, Object.keys(COLLECTION_KIND) as CollectionKey[])!;
    const target = { parentId: parent!.id, collection, index: Math.floor(r() * 4) };
    return {
      what: `drop '${labelOf(el)}' on ${labelOf(parent!)}.${collection}[${target.index}]`,
      result: s.run(moveCommand, { ids: [el.id], target }),
    };
  }
  if (roll < 0.36 && el) {
    const dir = pick(r, ['up', 'down', 'in', 'out'] as const)!;
    return { what: `Alt+${dir} on '${labelOf(el)}'`, result: s.run(keyboardMoveCommand, { id: el.id, dir }) };
  }
  if (roll < 0.46) {
    const at = el ?? index.elements.get(index.rootId!)!;
    const choice = pick(r, [...addChildChoices(index, at.id), ...(el ? addSiblingChoices(index, el.id) : [])]);
    if (!choice) return undefined;
    const { parentId, collection, index: i, value } = choice;
    return { what: `add ${choice.kind} to ${collection}[${i}]`, result: s.run(insertCommand, { parentId, collection, index: i, value }) };
  }
  if (roll < 0.52 && el) return { what: `delete '${labelOf(el)}'`, result: s.run(removeElementCommand, { ids: [el.id] }) };
  if (roll < 0.58 && el) return { what: `duplicate '${labelOf(el)}'`, result: s.run(duplicateCommand, { id: el.id }) };
  if (roll < 0.68 && el) {
    const label = pick(r, LABELS)!;
    return { what: `rename '${labelOf(el)}' to ${JSON.stringify(label)}`, result: s.run(renameCommand, { id: el.id, label }) };
  }
  if (roll < 0.73 && el) return { what: `convert '${labelOf(el)}'`, result: s.run(convertKindCommand, { ids: [el.id] }) };
  if (roll < 0.76 && el) return { what: `ungroup '${labelOf(el)}'`, result: s.run(ungroupCommand, { id: el.id }) };
  if (roll < 0.84) {
    const fix = pick(
      r,
      s.getSnapshot().diagnostics.filter((d) => d.fix),
    );
    if (!fix?.fix) return undefined;
    return { what: `quick fix "${fix.fix.title}" (${fix.code})`, result: s.runFix(fix.fix) };
  }
  if (roll < 0.94) return textEdit(s, r);
  const withOpenapi = els.filter((e) => e.node.type === 'object' && e.node.props.some((p) => p.key === 'openapi'));
  const owner = pick(r, withOpenapi);
  if (!owner) return undefined;
  const plan = convertGeneratedPlan(s.getSnapshot().openapi, index, owner.id);
  if (!plan.ok)
    return {
      what: `convert the generated pages of '${labelOf(owner)}' (refused before running)`,
      result: plan.ok ? { ok: true } : { ok: false, reason: plan.reason },
    };
  return { what: `convert the generated pages of '${labelOf(owner)}'`, result: s.run(convertGeneratedCommand, plan.args) };
}

/** A JSON pane edit: a label changed in the text, blank lines added, or a text that does not parse (refused, then discarded). */
function textEdit(s: EditorSession, r: Rng): Step | undefined {
  const ws = s.getState().workspace!;
  const file = pick(r, Object.keys(ws.files))!;
  const text = s.getSnapshot().text(file)!.text;
  const kind = r();
  if (kind < 0.4) {
    const m = [...text.matchAll(/"(group|tab|anchor|version|dropdown|product|item)": "([^"\\]*)"/g)];
    const hit = pick(r, m);
    if (!hit) return undefined;
    const next = text.slice(0, hit.index) + `"${hit[1]}": "${hit[2]} typed"` + text.slice(hit.index! + hit[0].length);
    return { what: `type in the JSON pane of ${file}: ${hit[1]} "${hit[2]}" gets " typed"`, result: editText(s, file, next) };
  }
  if (kind < 0.7) {
    const at = text.indexOf('\n', Math.floor(r() * text.length));
    if (at < 0) return undefined;
    return { what: `add a blank line in ${file}`, result: editText(s, file, text.slice(0, at) + '\n' + text.slice(at)) };
  }
  const at = Math.floor(r() * text.length);
  const result = editText(s, file, text.slice(0, at) + '}}' + text.slice(at));
  // A text that does not parse is refused (the document keeps its version); the pane then takes the document's text back.
  s.discardText(file);
  return { what: `type "}}" at offset ${at} of ${file}`, result };
}
