import { KINDS } from '../../core/model/kinds';
import { labelOf } from '../../core/model/nav-index';
import { CONVERSIONS, convertKindCommand, planConversion } from '../../core/commands/convert-commands';
import type { ActionHost, TreeAction } from './tree-actions';

/**
 * The menu's "Convert to ..." on element `id` (and the multi-selection that holds it), placed
 * after "Move to...", as treeActions would list it: the menu's own, so the conversions' code
 * loads with the menu (src/ui/tree/tree-menu.tsx), not in the page's first JavaScript.
 */
export function withConversion(actions: readonly TreeAction[], host: ActionHost, id: number): readonly TreeAction[] {
  const at = actions.findIndex((a) => a.key === 'move');
  const action = at < 0 ? undefined : conversion(host, id);
  return action ? [...actions.slice(0, at + 1), action, ...actions.slice(at + 1)] : actions;
}

function conversion(host: ActionHost, id: number): TreeAction | undefined {
  const { store } = host;
  const index = store.getIndex();
  const el = index.elements.get(id);
  if (!el) return undefined;
  const sel = store.getState().selection;
  const ids = sel.length > 1 && sel.includes(el.id) ? [...sel] : [el.id];
  const to = CONVERSIONS[el.kind];
  if (to) {
    const same = ids.every((x) => index.elements.get(x)?.kind === el.kind) ? ids : [el.id];
    const plan = planConversion(index, same);
    return {
      key: 'convert',
      label:
        same.length > 1
          ? `Convert ${same.length} ${KINDS[el.kind].title.toLowerCase()}s to ${KINDS[to].title.toLowerCase()}s`
          : `Convert to ${KINDS[to].title.toLowerCase()}`,
      group: 'convert',
      disabled: plan.ok ? undefined : plan.reason,
      description: plan.ok && plan.plan.dropped.length ? `drops ${plan.plan.dropped.map((k) => `"${k}"`).join(', ')}` : undefined,
      run: () => {
        const r = store.run(convertKindCommand, { ids: same });
        host.announce(
          r.ok
            ? `Converted ${same.length === 1 ? `'${labelOf(el)}'` : `${same.length} elements`} to ${KINDS[to].title.toLowerCase()}${same.length > 1 ? 's' : ''}`
            : `Cannot convert: ${r.reason}`,
        );
      },
    };
  }
  return undefined;
}
