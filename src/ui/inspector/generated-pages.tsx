import { useState } from 'react';
import { getProp } from '../../core/model/json-node';
import { labelOf, type NavElement } from '../../core/model/nav-index';
import { convertGeneratedCommand, convertGeneratedPlan } from '../../core/commands/openapi-commands';
import { useEditor, useNavIndex } from '../shell/editor-context';
import { CommandOutcome } from './command-outcome';

/** The same name as the tree's menu entry. */
const CONVERT = 'Convert generated pages to explicit entries';

/**
 * On an element with its own `openapi`: what it generates ("3 pages in 2 groups"), and the
 * button that writes them as explicit entries (SPEC.md, OpenAPI binding, rule 4), disabled with
 * the reason when it generates nothing.
 */
export function GeneratedPages({ el }: { el: NavElement }) {
  const { store, openapi } = useEditor();
  const index = useNavIndex();
  const [done, setDone] = useState('');
  if (el.node.type !== 'object' || !getProp(el.node, 'openapi')) return null;
  const plan = convertGeneratedPlan(openapi, index, el.id);
  const can = plan.ok ? store.canRun(convertGeneratedCommand, plan.args) : plan;
  const pages = plan.ok ? plan.args.groups.reduce((n, g) => n + g.pages.length, 0) : 0;
  const groups = plan.ok ? plan.args.groups.length : 0;
  const reasonId = `generated-reason-${el.id}`;
  return (
    <section className="generated-pages" aria-label="Generated pages">
      <h3>Generated pages</h3>
      {plan.ok ? (
        <p className="muted">
          '{labelOf(el)}' generates {pages} page{pages === 1 ? '' : 's'} in {groups} group{groups === 1 ? '' : 's'} from{' '}
          {openapi?.documentFor(el.id)}. They are read-only until written as explicit entries, which you can then reorder and prune.
        </p>
      ) : null}
      <button
        type="button"
        disabled={!can.ok}
        aria-describedby={can.ok ? undefined : reasonId}
        onClick={() => {
          if (!plan.ok) return;
          const r = store.run(convertGeneratedCommand, plan.args);
          setDone(r.ok ? `Converted ${pages} generated pages to explicit entries. Undo with Ctrl+Z.` : `Cannot convert: ${r.reason}`);
        }}
      >
        {CONVERT}
      </button>
      <CommandOutcome reasonId={reasonId} reason={can.ok ? undefined : can.reason} done={done} />
    </section>
  );
}
