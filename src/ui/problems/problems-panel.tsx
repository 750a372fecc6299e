import { useMemo, useState } from 'react';
import { XCircle, AlertTriangle, Info } from 'lucide-react';
import type { Severity } from '../../core/rules/diagnostic';
import { useEditor } from '../shell/editor-context';
import './problems.css';

const ICON = { error: XCircle, warning: AlertTriangle, info: Info };

/** Every problem docsnav knows, filterable, each selectable and with its certain fix one click away. */
export function ProblemsPanel() {
  const { diagnostics, store, reveal } = useEditor();
  const [severity, setSeverity] = useState<Severity | 'all'>('all');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const counts = useMemo(() => {
    const c = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) c[d.severity]++;
    return c;
  }, [diagnostics]);
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return diagnostics.filter((d) => (severity === 'all' || d.severity === severity) && (!q || d.message.toLowerCase().includes(q) || d.code.includes(q)));
  }, [diagnostics, severity, text]);
  return (
    <section className="problems" aria-label={`Problems: ${counts.error} errors, ${counts.warning} warnings`}>
      <header>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Problems ({counts.error} errors, {counts.warning} warnings)
        </button>
        <select aria-label="Severity" value={severity} onChange={(e) => setSeverity(e.target.value as Severity | 'all')}>
          <option value="all">All</option>
          <option value="error">Errors</option>
          <option value="warning">Warnings</option>
          <option value="info">Info</option>
        </select>
        <input type="search" aria-label="Filter problems" placeholder="Filter problems" value={text} onChange={(e) => setText(e.target.value)} />
      </header>
      {open ? (
        <ul className="problem-list">
          {shown.slice(0, 500).map((d, i) => {
            const Icon = ICON[d.severity];
            return (
              <li key={`${d.code}-${d.path.join('/')}-${i}`} className={`problem ${d.severity}`}>
                <button
                  type="button"
                  className="problem-text"
                  onClick={() => {
                    if (d.elementId !== undefined) {
                      store.select([d.elementId]);
                      reveal(d.elementId, 'problems');
                    }
                  }}
                >
                  <Icon size={13} aria-label={d.severity} /> <span>{d.message}</span> <code>{d.code}</code>
                </button>
                {d.fix ? (
                  <button type="button" className="fix" onClick={() => store.run(d.fix!.command, d.fix!.args)} title={d.fix.title}>
                    Fix: {d.fix.title}
                  </button>
                ) : null}
              </li>
            );
          })}
          {shown.length === 0 ? <li className="muted">No problems{diagnostics.length ? ' match the filter' : ''}.</li> : null}
          {shown.length > 500 ? <li className="muted">…and {shown.length - 500} more; filter to narrow them down.</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
