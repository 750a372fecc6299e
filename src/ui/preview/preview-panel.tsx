import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { getProp, getString } from '../../core/model/json-node';
import { createSidebarBuilder, type SectionChoices } from '../../core/sidebar/sidebar-model';
import { factsOf, selectGroup } from '../../core/sidebar/group-state';
import { revealElement } from '../../core/sidebar/reveal-element';
import type { SectionLevel, SidebarGroup, SidebarPage } from '../../core/sidebar/sidebar-types';
import { useEditor, useSnapshot } from '../shell/editor-context';
import type { SessionSnapshot } from '../../core/session/session-snapshot';
import { useSidebarSources } from './use-sidebar-sources';
import { useDrawnOpenapi } from './use-drawn-openapi';
import { SidebarTree, type TreeState } from './sidebar-tree';
import { useStableCallback } from '../common/use-stable-callback';
import { AnchorList, ExpandableSelector, SelectLevel, TabsBar } from './section-selectors';
import { PagePane } from './page-pane';
import { BannerText } from './banner-text';
import { BehaviourBar } from './behaviour-bar';
import { setPreviewOverrides, usePreviewOverrides } from '../common/preview-overrides';
import { IconLibrary, useIconsReady } from '../common/preview-icon';
import { withEntries } from '../common/with-entries';
import { MAX_ROWS, useRowBudget } from './use-row-budget';
import './preview.css';
import { formatCount } from '../../core/model/format-count';

/**
 * The rendered site navigation, live: what a reader sees for the chosen language, version and
 * sections, clickable the way a reader clicks. Everything is derived from the store on every
 * render (memoised by node identity in the sidebar builder), so a tree edit shows at once.
 */
export function PreviewPanel() {
  const { store, project, openapi, lastReveal, reveal } = useEditor();
  const drawn = useDrawnSnapshot();
  const { workspace, selection } = drawn.state;
  const index = drawn.index;
  const build = useMemo(() => createSidebarBuilder(), []);
  const sources = useSidebarSources(project, useDrawnOpenapi(openapi, index));
  const [choices, setChoices] = useState<SectionChoices>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [current, setCurrent] = useState<string>();
  // Shared with the site settings, which show a preview-only value too.
  const overrides = usePreviewOverrides();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const iconsReady = useIconsReady();

  const model = useMemo(
    () => (workspace ? build(workspace, index, { choices, sources, overrides }) : undefined),
    [build, workspace, index, choices, sources, overrides],
  );

  // A tree selection (or a problem, or the JSON cursor) reveals the element here.
  const handled = useRef<number>(undefined);
  const pendingGenerated = useRef<string>(undefined);
  useEffect(() => {
    if (!lastReveal || lastReveal.from === 'preview' || handled.current === lastReveal.seq) return;
    // Not found yet: the element may belong to a new document the preview draws a moment later.
    const plan = revealElement(index, lastReveal.id);
    if (!plan.found) return;
    handled.current = lastReveal.seq;
    // The same map when nothing changes: a new one would rebuild the model, or draw every row again.
    if (plan.choices.length) setChoices((c) => withEntries(c, plan.choices));
    if (plan.expand.length)
      setExpanded((e) =>
        withEntries(
          e,
          plan.expand.map((g) => [`e${g}`, true] as const),
        ),
      );
    if (plan.page !== undefined) setCurrent(`e${plan.page}`);
    // A generated page: open it; its generated group opens once the model that holds it is drawn.
    if (lastReveal.generated !== undefined) setCurrent((pendingGenerated.current = `g${lastReveal.id}:${lastReveal.generated}`));
  }, [lastReveal, index]);

  const choose = useStableCallback((level: SectionLevel, id: number) => setChoices((c) => new Map(c).set(level.containerId, id)));

  // The same set while the same elements are selected: a drop selects the moved element again.
  const lastSelected = useRef<ReadonlySet<number>>(new Set());
  const selectedIds = useMemo(() => {
    const last = lastSelected.current;
    if (selection.length === last.size && selection.every((id) => last.has(id))) return last;
    return (lastSelected.current = new Set(selection));
  }, [selection]);
  const openPage = useStableCallback((page: SidebarPage, ownerId?: number) => {
    setCurrent(page.key);
    const gen = generatedPlace(page.key);
    const id = page.id ?? ownerId ?? gen?.owner;
    if (id !== undefined) {
      store.select([id]);
      reveal(id, 'preview', undefined, page.id === undefined ? gen?.index : undefined);
    }
  });
  const drilldown = model?.behaviour.drilldown.value ?? false;
  const pages = model?.pages;
  useEffect(() => {
    const loc = pendingGenerated.current !== undefined ? pages?.get(pendingGenerated.current) : undefined;
    if (!loc) return;
    pendingGenerated.current = undefined;
    if (loc.groups.some((k) => !expanded.get(k)))
      setExpanded((e) => {
        const n = new Map(e);
        for (const k of loc.groups) n.set(k, true);
        return n;
      });
    // `current` too: a reveal of a generated page whose groups were already marked open changes no map.
  }, [pages, expanded, current]);
  // The open page: the reader's, else the section's first page (as the site opens a section).
  const shown = pages ? (current !== undefined && pages.get(current)) || pages.first() : undefined;
  const shownKey = shown?.page.key;
  // The page locator is rebuilt after every edit; the click handler is a stable one that reads
  // the latest, so the tree's state (and with it every memoised row) stays the same object across
  // an edit. With the locator among its dependencies, one move in a 20,000-page group re-rendered
  // all 20,000 rows.
  const onGroup = useStableCallback((g: SidebarGroup, isOpen: boolean) => {
    const outcome = selectGroup(factsOf(g), isOpen, drilldown);
    setExpanded((e) => new Map(e).set(g.key, outcome.expanded));
    if (outcome.open) {
      const loc = pages?.get(outcome.open);
      if (loc) openPage(loc.page, g.id);
      // Drilldown into a collapsed nested group: open the groups on the way to the page (the
      // selected group itself keeps the state the transition gave it).
      if (loc)
        setExpanded((e) => {
          const n = new Map(e);
          for (const k of loc.groups) if (k !== g.key) n.set(k, true);
          return n;
        });
    }
  });
  // Its callbacks are the panel's stable ones, so an edit keeps this object (and every memoised
  // row) unless what the rows show changed.
  const treeState: TreeState = useMemo(
    () => ({ expanded, current: shownKey, selected: selectedIds, onPage: openPage, onGroup }),
    [expanded, shownKey, selectedIds, openPage, onGroup],
  );

  // A long list is drawn in steps; a new document or another section starts from the top.
  const rowBudget = useRowBudget(`${index.rootId}:${model?.active.join(',')}`, model?.items, expanded);

  if (!workspace || !model)
    return (
      <section className="preview empty" aria-label="Preview">
        Open a docs.json to see its navigation.
      </section>
    );
  const root = workspace.files[workspace.mainPath]?.root;
  const siteName = getString(root, 'name') ?? 'Untitled site';
  const primary = getString(getProp(root, 'colors'), 'primary');
  const levelsOf = (kinds: string[]) => model.levels.filter((l) => kinds.includes(l.kind));
  const anchorLevel = model.levels.filter((l) => l.kind === 'anchor').at(-1);
  const bannerOn = model.banner && !dismissed.has(model.banner.languageId);
  const iconLibrary = getString(getProp(root, 'icons'), 'library');

  return (
    <section className="preview" aria-label="Preview">
      <IconLibrary.Provider value={iconLibrary}>
        <BehaviourBar behaviour={model.behaviour} overrides={overrides} setOverrides={setPreviewOverrides} />
        <div
          className={`pv-site theme-${model.behaviour.theme}`}
          data-theme={model.behaviour.theme}
          data-icons-ready={iconsReady ? 'true' : 'false'}
          style={primary && /^#[0-9a-f]{3,8}$/i.test(primary) ? ({ '--pv-primary': primary } as React.CSSProperties) : undefined}
        >
          {bannerOn ? (
            <div className="pv-banner" role="region" aria-label="Banner">
              <p>
                <BannerText content={model.banner!.content} />
              </p>
              {model.banner!.dismissible ? (
                <button
                  type="button"
                  className="pv-dismiss"
                  aria-label="Dismiss banner"
                  onClick={() => setDismissed((d) => new Set(d).add(model.banner!.languageId))}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              ) : null}
            </div>
          ) : null}
          <header className="pv-topbar">
            <span className="pv-site-name">{siteName}</span>
            <span className="pv-grow" />
            {levelsOf(['version', 'language']).map((l) => (
              <SelectLevel key={l.containerId} level={l} choose={choose} />
            ))}
          </header>
          {levelsOf(['tab']).map((l) => (
            <TabsBar key={l.containerId} level={l} choose={choose} />
          ))}
          <div className="pv-body">
            <aside className="pv-sidebar" aria-label="Sidebar">
              {levelsOf(['product', 'dropdown', 'menuItem']).map((l) => (
                <ExpandableSelector key={l.containerId} level={l} choose={choose} />
              ))}
              <AnchorList level={anchorLevel} globals={model.globalAnchors} choose={choose} />
              {model.pendingOpenapi ? <p className="pv-pending">Pages generated from {model.pendingOpenapi}</p> : null}
              <SidebarTree items={model.items} state={treeState} budget={rowBudget.budget} />
              <div ref={rowBudget.end} className="pv-end" aria-hidden="true" />
              {rowBudget.hidden > 0 ? (
                <button type="button" className="pv-more" onClick={rowBudget.drawMore}>
                  {formatCount(rowBudget.hidden)} more rows not drawn: draw {formatCount(Math.min(rowBudget.hidden, MAX_ROWS))} more
                </button>
              ) : null}
            </aside>
            <PagePane location={shown} breadcrumbs={model.behaviour.eyebrows.value} frontMatter={project.frontMatter} />
          </div>
        </div>
      </IconLibrary.Provider>
    </section>
  );
}

/**
 * The session snapshot the preview draws. An edit shows at once, in the render that draws the
 * tree; a new document (another navigation) is drawn in the deferred render after the tree's
 * first paint, so opening a large config paints the tree without waiting for the preview.
 */
function useDrawnSnapshot(): SessionSnapshot {
  const now = useSnapshot();
  // Only the navigation root is deferred: a deferred snapshot would render the preview a second
  // time after every keystroke, to draw what the first render already drew.
  const root = now.state.workspace ? now.index.rootId : undefined;
  const laterRoot = useDeferredValue(root);
  const drawn = useRef(now);
  if (root === laterRoot || !now.state.workspace || !drawn.current.state.workspace) drawn.current = now;
  return drawn.current;
}

/** The element that generates a page and the page's place among them ("g12:3" -> 12, 3). */
function generatedPlace(key: string): { owner: number; index?: number } | undefined {
  const m = /^[gr](\d+)(?::(\d+)$)?/.exec(key);
  return m ? { owner: Number(m[1]), index: m[2] === undefined ? undefined : Number(m[2]) } : undefined;
}
