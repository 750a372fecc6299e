import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { XCircle, AlertTriangle, Info } from 'lucide-react';
import type { Diagnostic, Severity } from '../../core/rules/diagnostic';
import type { SessionSnapshot } from '../../core/session/session-snapshot';
import { diagnosticText, formatJsonPath, type DiagnosticText } from '../../core/rules/diagnostic-text';
import { useEditor, useSnapshot } from '../shell/editor-context';
import { problemLines } from './problem-places';
import { useProblemsHeight } from './problems-height';
import { useWhenQuiet } from '../common/use-when-quiet';
import { useDrawnRows } from '../common/use-drawn-rows';
import './problems.css';

const ICON = { error: XCircle, warning: AlertTriangle, info: Info };
const LIMIT = 500;
/**
 * Rows drawn at once when a list of problems appears, and rows added per task after each paint.
 * A row costs about a quarter of a millisecond to create and lay out: the 389 warnings of the
 * bench's config at 16 times crewAI's size, drawn in one go, made a task of about 100 ms.
 */
export const FIRST_PROBLEMS = 40;
export const MORE_PROBLEMS = 60;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 errors, 1 warning" (and the infos when there are any): the panel's title and its region name. */
export function countsText(c: Record<Severity, number>): string {
  return [plural(c.error, 'error'), plural(c.warning, 'warning'), ...(c.info ? [`${c.info} info`] : [])].join(', ');
}

/**
 * Every problem docsnav knows (structure, references, OpenAPI): severity, message, where it is
 * (JSON path, file and line), filterable by severity and text. Selecting one selects its
 * element in the tree, shows it in the preview and puts the JSON cursor on it; a problem with
 * no element (a setting) still goes to its place in the JSON. A certain fix is one click (one
 * undo step). Keyboard: Tab into the list, arrows to move, Enter to go, Tab to the fix.
 */
export function ProblemsPanel() {
  const { diagnostics, store, reveal } = useEditor();
  const snapshot = useSnapshot();
  const [severity, setSeverity] = useState<Severity | 'all'>('all');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(0);
  const { height, handle } = useProblemsHeight();
  const [chosen, setChosen] = useState<Diagnostic>();
  const list = useRef<HTMLUListElement>(null);

  const counts = useMemo(() => {
    const c = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) c[d.severity]++;
    return c;
  }, [diagnostics]);
  const main = snapshot.state.workspace?.mainPath ?? '';
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    // The label path counts too: a person filters by the names they see.
    const matches = (d: Diagnostic) =>
      d.message.toLowerCase().includes(q) ||
      d.code.includes(q) ||
      formatJsonPath(d.path).toLowerCase().includes(q) ||
      diagnosticText(d, snapshot.index, main).where.toLowerCase().includes(q);
    return diagnostics.filter((d) => (severity === 'all' || d.severity === severity) && (!q || matches(d)));
  }, [diagnostics, severity, text, snapshot.index, main]);
  const visible = useMemo(() => shown.slice(0, LIMIT), [shown]);
  // A list that appears whole (another document, filter, or the panel opened) is drawn in steps.
  const { rows: count } = useDrawnRows(
    `${snapshot.index.rootId} ${severity} ${text} ${open}`,
    visible.length,
    FIRST_PROBLEMS,
    MORE_PROBLEMS,
    {
      recount: true,
    },
  );
  const drawn = useMemo(() => visible.slice(0, count), [visible, count]);
  // Each listed problem as a person reads it: its label path first, what is wrong, its JSON place after.
  // A problem kept from the last version keeps its message and place: only its label path is read again.
  const earlier = useRef<{ main: string; texts: WeakMap<Diagnostic, DiagnosticText>; list?: DiagnosticText[] }>({
    main,
    texts: new WeakMap(),
  });
  const texts = useMemo(() => {
    if (earlier.current.main !== main) earlier.current = { main, texts: new WeakMap() };
    const { texts: known, list: last } = earlier.current;
    const list = drawn.map((d) => {
      const t = diagnosticText(d, snapshot.index, main, known.get(d));
      known.set(d, t);
      return t;
    });
    // Every text as before: the same list, so the rows below are not made again.
    if (last && last.length === list.length && list.every((t, i) => t === last[i])) return last;
    earlier.current.list = list;
    return list;
  }, [snapshot.index, drawn, main]);
  // Lines of the listed problems in the text as the session holds it (its printed text and line
  // map). They need the whole file printed (6-12 ms on the largest config), so they follow once
  // the document stays the same for a moment (useWhenQuiet), not on every keystroke: until then
  // a problem that is the same object as before keeps the line it had, a new one shows none.
  const listed = useMemo(() => ({ snapshot, visible }), [snapshot, visible]);
  const settled = useWhenQuiet(listed, sameDocument);
  const lineOf = useMemo(() => {
    const m = new Map<Diagnostic, number>();
    if (!open || !settled) return m;
    const ls = problemLines(settled.snapshot, settled.visible);
    settled.visible.forEach((d, i) => m.set(d, ls[i]));
    return m;
  }, [settled, open]);
  const current = Math.min(active, Math.max(0, drawn.length - 1));

  const go = (d: Diagnostic) => {
    setChosen(d);
    // Text that does not parse has no path: its offset is the place.
    const at = { file: d.file, path: d.path, offset: d.offset };
    if (d.elementId !== undefined) {
      store.select([d.elementId]);
      reveal(d.elementId, 'problems', at);
    } else {
      // No element (a top-level setting): no id the tree or preview knows, only the JSON place.
      reveal(-1, 'problems', at);
    }
  };

  // Stable for the memoised rows: a keystroke elsewhere re-renders only the rows it changed.
  const goNow = useRef(go);
  goNow.current = go;
  const onGo = useCallback((d: Diagnostic) => goNow.current(d), []);
  const onFix = useCallback((d: Diagnostic) => void store.runFix(d.fix!), [store]);

  const focusRow = (i: number) => {
    const k = Math.max(0, Math.min(drawn.length - 1, i));
    setActive(k);
    list.current?.querySelectorAll<HTMLButtonElement>('.problem-text')[k]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: drawn.length - 1 };
    if (!(e.key in moves) || !(e.target as HTMLElement).classList.contains('problem-text')) return;
    e.preventDefault();
    focusRow(moves[e.key]);
  };

  // Made again only when a row can differ: a keystroke that changes no problem text makes none of the (up to 500) rows.
  const rows = useMemo(
    () =>
      drawn.map((d, i) => {
        const t = texts[i];
        return (
          <ProblemRow
            key={`${d.code}-${d.file}-${d.path.join('/')}-${i}`}
            d={d}
            i={i}
            where={t.where}
            what={t.what}
            place={t.place}
            line={lineOf.get(d)}
            current={i === current}
            chosen={chosen === d}
            onGo={onGo}
            onActive={setActive}
            onFix={onFix}
          />
        );
      }),
    [drawn, texts, lineOf, current, chosen, onGo, onFix],
  );

  const title = countsText(counts);
  return (
    <section
      className="problems"
      aria-label={`Problems: ${title}`}
      style={height === undefined || !open ? undefined : { height, maxHeight: 'none' }}
    >
      {handle}
      <header>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Problems ({title})
        </button>
        <select aria-label="Severity" value={severity} onChange={(e) => setSeverity(e.target.value as Severity | 'all')}>
          <option value="all">All</option>
          <option value="error">Errors</option>
          <option value="warning">Warnings</option>
          <option value="info">Info</option>
        </select>
        <input
          type="search"
          aria-label="Filter problems"
          placeholder="Filter problems"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {shown.length !== diagnostics.length ? <span className="muted">{shown.length} shown</span> : null}
      </header>
      {open ? (
        <ul className="problem-list" aria-label="Problem list" ref={list} onKeyDown={onKeyDown}>
          {rows}
          {shown.length === 0 ? <li className="muted">No problems{diagnostics.length ? ' match the filter' : ''}.</li> : null}
          {shown.length > LIMIT ? <li className="muted">…and {shown.length - LIMIT} more; filter to narrow them down.</li> : null}
        </ul>
      ) : null}
    </section>
  );
}

interface ProblemRowProps {
  readonly d: Diagnostic;
  readonly i: number;
  readonly where: string;
  readonly what: string;
  readonly place: string;
  readonly line: number | undefined;
  /** The row the arrow keys are on (its buttons take Tab). */
  readonly current: boolean;
  /** The problem last gone to. */
  readonly chosen: boolean;
  onGo(d: Diagnostic): void;
  onActive(i: number): void;
  onFix(d: Diagnostic): void;
}

/**
 * One problem: severity, label path, what is wrong, JSON place and line, and its fix. Memoised
 * on its texts (strings) and the problem object, which the rules keep for what an edit did not
 * touch: typing in the inspector re-renders the rows whose text changed, not all 500.
 */
const ProblemRow = memo(function ProblemRow({ d, i, where, what, place, line, current, chosen, onGo, onActive, onFix }: ProblemRowProps) {
  const Icon = ICON[d.severity];
  return (
    <li className={`problem ${d.severity}`} aria-current={chosen ? 'true' : undefined}>
      <button type="button" className="problem-text" tabIndex={current ? 0 : -1} onFocus={() => onActive(i)} onClick={() => onGo(d)}>
        <Icon size={13} role="img" aria-label={d.severity} />
        {where !== place ? <span className="problem-where">{where}</span> : null}
        <span className="problem-message">{what}</span>
        <span className="problem-place">
          {place}
          {line ? `, line ${line}` : ''}
        </span>
        <code>{d.code}</code>
      </button>
      {d.fix ? (
        <button type="button" className="fix" tabIndex={current ? 0 : -1} onClick={() => onFix(d)} title={d.fix.title}>
          Fix: {d.fix.title}
        </button>
      ) : null}
    </li>
  );
});

/** Two states of the problems list of one document (a new document has a new navigation root). */
function sameDocument(a: { snapshot: SessionSnapshot }, b: { snapshot: SessionSnapshot }): boolean {
  return a.snapshot.index.rootId === b.snapshot.index.rootId;
}
