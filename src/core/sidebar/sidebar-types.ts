import type { KindId, SectionKind } from '../model/kinds';
import type { SiteBehaviour } from './theme-defaults';

/** An icon as docs.json writes it: a name, with an optional library and style. */
export interface IconRef {
  readonly name: string;
  readonly library?: string;
  readonly style?: string;
}

/** The section kinds, each rendered as its own selector (kinds.ts's section kinds: one source). */
export type { SectionKind };

/** One choice of a section selector (a tab, a version...), or an external link in its place. */
export interface SectionOption {
  readonly id: number;
  readonly kind: KindId;
  readonly label: string;
  readonly icon?: IconRef;
  readonly tag?: string;
  readonly description?: string;
  /** An external link (or relative path) shown instead of a section. */
  readonly href?: string;
  /** For languages: the language's name ("French"), when the code is supported. */
  readonly languageName?: string;
  /** True when it says `default: true`. */
  readonly isDefault: boolean;
}

/** One selector level: the options of one container, and which is active. */
export interface SectionLevel {
  /** The element whose collection the options are (the navigation root, a version...). */
  readonly containerId: number;
  readonly kind: SectionKind;
  readonly options: readonly SectionOption[];
  /** Undefined when no option can be shown (all are links or hidden). */
  readonly activeId: number | undefined;
}

/** A page in the sidebar: a file, an operation, or a generated OpenAPI page. */
export interface SidebarPage {
  readonly type: 'page';
  /** Stable key: "e<id>" for an entry of docs.json, "g<owner>:<n>" for a generated page. */
  readonly key: string;
  /** The page entry's element id (undefined for generated pages). */
  readonly id?: number;
  /** The entry as written ("quickstart", "GET /plants"), or the generated page's address. */
  readonly entry: string;
  readonly title: string;
  /** The page's address on the site (file path, or the generated address when known). */
  readonly address: string;
  readonly form: 'file' | 'operation' | 'webhook';
  readonly method?: string;
  /** The operation's path ("/plants/{plantId}"). */
  readonly opPath?: string;
  readonly generated: boolean;
  /** 'exists' / 'missing' for files when the project's files are known; 'unknown' when not. */
  readonly fileStatus: 'exists' | 'missing' | 'unknown' | 'openapi';
}

/** A group of the sidebar. */
export interface SidebarGroup {
  readonly type: 'group';
  readonly key: string;
  readonly id?: number;
  readonly label: string;
  readonly icon?: IconRef;
  readonly tag?: string;
  readonly topLevel: boolean;
  /** The `expanded` value when boolean. */
  readonly expanded?: boolean;
  readonly root?: SidebarPage;
  /** Key of the first page inside, depth first (drilldown's target when there is no root). */
  readonly firstPage?: string;
  readonly children: readonly SidebarItem[];
  readonly generated: boolean;
  /** Set when the group (or section) generates pages from this OpenAPI document but docsnav has no expansion yet. */
  readonly pendingOpenapi?: string;
}

/** An external link in the sidebar (a page entry that is a URL). */
export interface SidebarLink {
  readonly type: 'link';
  readonly key: string;
  readonly id?: number;
  readonly label: string;
  readonly href: string;
}

export type SidebarItem = SidebarGroup | SidebarPage | SidebarLink;

/** Where a page sits: its page item, its groups (outermost first) and its full navigation path. */
export interface PageLocation {
  readonly page: SidebarPage;
  readonly groups: readonly string[];
  /** Labels from the outermost section to the innermost group (breadcrumbs). */
  readonly trail: readonly string[];
}

/** The rendered navigation for the chosen sections. */
export interface SidebarModel {
  readonly behaviour: SiteBehaviour;
  /** Selector levels, outermost first. */
  readonly levels: readonly SectionLevel[];
  /** Ids of the active sections, outermost first. */
  readonly active: readonly number[];
  /** Anchors shown on every section (navigation.global and any active section's global). */
  readonly globalAnchors: readonly SectionOption[];
  /** The active language's banner. */
  readonly banner?: { readonly languageId: number; readonly content: string; readonly dismissible: boolean };
  /** Groups and pages of the active section. */
  readonly items: readonly SidebarItem[];
  /** Set when the active section generates its pages from an OpenAPI document docsnav has not expanded. */
  readonly pendingOpenapi?: string;
  /** Every page in `items`, by key (found when asked: see PageLocations). */
  readonly pages: ReadonlyMap<string, PageLocation> & { first(): PageLocation | undefined };
}

/** A generated page as the OpenAPI analysis publishes it (all fields optional but a title or address). */
export interface GeneratedPage {
  readonly title?: string;
  readonly address?: string;
  readonly method?: string;
  readonly path?: string;
  /** The generated group it belongs to (the tag's display name); none for ungrouped pages. */
  readonly group?: string;
}

/** What the model reads besides docs.json. Every field is optional: the preview works without them. */
export interface SidebarSources {
  /** Page front matter by page path (title, sidebarTitle). */
  readonly frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Page files (without extension); undefined when no folder is open. */
  readonly pageFiles?: ReadonlySet<string>;
  /** Generated pages of an element with its own `openapi` (undefined when it generates none, or while its document loads). */
  generatedPages?(elementId: number): readonly GeneratedPage[] | undefined;
  /** The summary of an explicitly listed operation ("GET /plants" under element `elementId`). */
  operationTitle?(entry: string, elementId: number): string | undefined;
  /**
   * The operation a page file binds through its front matter `openapi` (SPEC.md, OpenAPI
   * binding, rule 7): its method and path as written, and its summary when the site finds it.
   */
  pageOperation?(page: string): { readonly method: string; readonly path: string; readonly summary?: string } | undefined;
}
