import { use, useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SIZED } from '../common/sized-virtualizer';
import { LUCIDE_REMOVED_NAMES } from '../../core/icons/icon-name-lists';
import { loadFreeFontAwesomeNames, loadIconNames } from '../../io/icon-names';
import { PreviewIcon } from '../common/preview-icon';

/** One name the picker lists, and whether docsnav can draw its glyph. */
interface IconChoice {
  readonly name: string;
  readonly glyph: boolean;
}

const choices = new Map<string, Promise<readonly IconChoice[]>>();

/**
 * The names a library's picker lists. Font Awesome: its free icons first, with their glyphs
 * (the ones docsnav draws), then the Pro-only names without one: the site has Font Awesome Pro,
 * so they are real choices, and listing them lets a person find one by name. Lucide: all its
 * icons, and the brand names it removed in 1.0 (still drawn by a site on an older Lucide) last,
 * without a glyph. Tabler: none (docsnav has no list of its names; the name is typed).
 */
function choicesOf(library: string): Promise<readonly IconChoice[]> {
  let p = choices.get(library);
  if (!p) {
    if (library === 'fontawesome') {
      p = Promise.all([loadFreeFontAwesomeNames(), loadIconNames('fontawesome')]).then(([free, all]) => {
        const drawn = new Set(free);
        return [
          ...free.map((name) => ({ name, glyph: true })),
          ...all.filter((n) => !drawn.has(n)).map((name) => ({ name, glyph: false })),
        ];
      });
    } else if (library === 'lucide') {
      const removed = new Set(LUCIDE_REMOVED_NAMES);
      p = loadIconNames('lucide').then((all) => [
        ...all.filter((n) => !removed.has(n)).map((name) => ({ name, glyph: true })),
        ...LUCIDE_REMOVED_NAMES.map((name) => ({ name, glyph: false })),
      ]);
    } else p = Promise.resolve([]);
    // A list that failed to load is tried again on the next opening.
    p.catch(() => choices.delete(library));
    choices.set(library, p);
  }
  return p;
}

/** The choices whose name holds the query: those that start with it first, each part in list order. */
function filtered(all: readonly IconChoice[], query: string): readonly IconChoice[] {
  const q = query.trim().toLowerCase();
  if (!q) return all;
  const starts: IconChoice[] = [];
  const inside: IconChoice[] = [];
  for (const c of all) {
    if (c.name.startsWith(q)) starts.push(c);
    else if (c.name.includes(q)) inside.push(c);
  }
  return starts.concat(inside);
}

const ROW = 28;

/**
 * The listbox of an icon picker (IconNameField): the library's names filtered by the query,
 * with their glyphs, virtualised (Font Awesome has over 5,000 names), the active one kept in view.
 * Loaded with the names on the picker's first opening.
 */
export function IconList({
  id,
  library,
  title,
  query,
  active,
  optionId,
  onOptions,
  onChoose,
}: {
  id: string;
  library: string;
  title: string;
  query: string;
  active: number;
  optionId(i: number): string;
  onOptions(names: readonly string[]): void;
  onChoose(name: string): void;
}) {
  const all = use(choicesOf(library));
  const shown = useMemo(() => filtered(all, query), [all, query]);
  useEffect(() => onOptions(shown.map((c) => c.name)), [shown, onOptions]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 6,
    ...SIZED,
  });
  useEffect(() => {
    if (active >= 0) virtual.scrollToIndex(active);
  }, [active, virtual]);

  if (all.length === 0) return <p className="icon-list-note">{title} names are not listed here: type the icon's name.</p>;
  return (
    <div className="icon-list" ref={scroller}>
      <div role="listbox" id={id} aria-label={`${title} icons`} style={{ height: virtual.getTotalSize() || undefined }}>
        {virtual.getVirtualItems().map((row) => {
          const c = shown[row.index];
          return (
            <div
              key={c.name}
              id={optionId(row.index)}
              role="option"
              aria-selected={row.index === active}
              aria-setsize={shown.length}
              aria-posinset={row.index + 1}
              className="icon-option"
              style={{ transform: `translateY(${row.start}px)`, height: ROW }}
              // The field keeps the focus: the list is driven from it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(c.name)}
            >
              {c.glyph ? <PreviewIcon icon={{ name: c.name, library }} size={16} /> : <span className="icon-option-pro">Pro</span>}
              <span>{c.name}</span>
            </div>
          );
        })}
      </div>
      {shown.length === 0 ? <p className="icon-list-note">No {title} icon is named like this; the name is kept as typed.</p> : null}
    </div>
  );
}
