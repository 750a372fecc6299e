/** One visible row of the tree. */
export interface Row {
  /** The element's id; a generated page gets a negative id derived from its parent's. */
  readonly id: number;
  readonly depth: number;
  readonly kind: string;
  readonly label: string;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  /** Badges: a version tag, a group tag, "root", "expanded", a language name... */
  readonly badges: readonly string[];
  readonly method?: string;
  /** Position among its siblings (1-based) and their number: a virtualised tree tells screen readers what they cannot count. */
  readonly pos?: number;
  readonly size?: number;
  /** A page an OpenAPI binding generates, or its generated group: read-only, not draggable, drawn differently. */
  readonly generated?: boolean;
  /** For a generated row: the element that generates it. */
  readonly ownerId?: number;
  /** For a generated page: its place in the owner's generated pages (what the preview reveals). */
  readonly genIndex?: number;
  /** Shown after the label, muted: a generated page's title (the operation's summary). */
  readonly note?: string;
  /**
   * A page file's title as readers see it (front matter `sidebarTitle`, `title`, else the name
   * made from the file): the row leads with it, the path (`label`) follows, smaller.
   */
  readonly title?: string;
}
