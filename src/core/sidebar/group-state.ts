/**
 * The sidebar's only state (SPEC.md, "States and transitions"): whether a group is expanded, and
 * what selecting a group does. One small pure function per transition, so each row of the
 * spec's table is one test.
 */

/** What the transitions need to know about a group. */
export interface GroupFacts {
  /** True for a group directly under a section (not inside another group). */
  readonly topLevel: boolean;
  /** The group's `expanded` value when it is a boolean; undefined when absent. */
  readonly expanded?: boolean;
  /** Key of the group's `root` page, when it has one. */
  readonly rootPage?: string;
  /** Key of the first page inside the group (depth first), when it has any. */
  readonly firstPage?: string;
}

/** The effect of selecting a group: its next expanded state, and the page to open if any. */
export interface GroupOutcome {
  readonly expanded: boolean;
  /** Key of the page to navigate to; undefined when no navigation occurs. */
  readonly open?: string;
}

/**
 * Initial display of a group. A top-level group is always expanded (its `expanded` is ignored);
 * a nested group is expanded only with `expanded: true` (false or omitted: collapsed).
 */
export function initialExpanded(group: GroupFacts): boolean {
  if (group.topLevel) return true;
  return group.expanded === true;
}

/**
 * The reader selects a group (its title).
 * - drilldown true: navigate to the group's first page, its `root` first when set; the group
 *   opens so the reader sees where they landed.
 * - drilldown false: no navigation; a nested group toggles; a top-level group cannot collapse,
 *   so nothing changes.
 * - a group with `root`: selecting its title opens that page whatever drilldown says (SPEC.md,
 *   Group object); with drilldown false the group still toggles, as selecting it does.
 * `drilldown` is the resolved value (docs.json, else the theme default: see siteBehaviour).
 *
 * @example selectGroup({ topLevel: false, firstPage: 'p1' }, false, true) // { expanded: true, open: 'p1' }
 */
export function selectGroup(group: GroupFacts, expanded: boolean, drilldown: boolean): GroupOutcome {
  if (drilldown) {
    const open = group.rootPage ?? group.firstPage;
    return open === undefined ? { expanded: group.topLevel ? true : !expanded } : { expanded: true, open };
  }
  const next = group.topLevel ? true : !expanded;
  return group.rootPage !== undefined ? { expanded: next, open: group.rootPage } : { expanded: next };
}

/** True when the reader can collapse this group at all (top-level groups cannot). */
export function canCollapse(group: GroupFacts): boolean {
  return !group.topLevel;
}

/**
 * The transition facts of a sidebar group. WARNING: pass this, not the group itself: a group has
 * `root` (a page), the facts want `rootPage` (its key), and structural typing would accept the
 * group silently with no root.
 */
export function factsOf(group: { topLevel: boolean; expanded?: boolean; root?: { key: string }; firstPage?: string }): GroupFacts {
  return { topLevel: group.topLevel, expanded: group.expanded, rootPage: group.root?.key, firstPage: group.firstPage };
}
