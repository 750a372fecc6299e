import { memo } from 'react';
import { pageHeading } from '../../core/sidebar/page-title';
import type { PageLocation } from '../../core/sidebar/sidebar-types';

const STATUS: Record<string, (address: string) => string> = {
  exists: (a) => `The file ${a}.mdx exists.`,
  missing: (a) => `No file at ${a}.mdx (or .md): the site cannot build this page. Create it or fix the entry.`,
  unknown: () => 'Whether the file exists is unknown: open the project folder to check.',
  openapi: () => 'Generated from the OpenAPI document: no page file needed.',
};

/**
 * The page pane beside the sidebar: the open page's title, its eyebrow (the full path when
 * breadcrumbs are on, else the group name), its address and whether its file exists.
 */
export const PagePane = memo(function PagePane({
  location,
  breadcrumbs,
  frontMatter,
}: {
  location: PageLocation | undefined;
  breadcrumbs: boolean;
  frontMatter: ReadonlyMap<string, Readonly<Record<string, string>>>;
}) {
  if (!location) return <article className="pv-page-pane empty">This section has no pages yet.</article>;
  const { page, trail } = location;
  // A page bound to an operation by its front matter shows the operation's summary as its title
  // when its front matter sets none (the sidebar title is that summary, unless a sidebarTitle).
  const opTitle = page.method && !frontMatter.get(page.address)?.sidebarTitle ? page.title : undefined;
  const title = page.form === 'file' && !page.generated ? pageHeading(page.address, frontMatter, opTitle) : page.title;
  const description = page.form === 'file' ? frontMatter.get(page.address)?.description : undefined;
  return (
    <article className="pv-page-pane" aria-label="Page">
      {breadcrumbs ? (
        <nav aria-label="Breadcrumbs" className="pv-eyebrow">
          <ol>
            {trail.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ol>
        </nav>
      ) : trail.length ? (
        <p className="pv-eyebrow" data-testid="eyebrow">
          {trail[trail.length - 1]}
        </p>
      ) : null}
      <h1>
        {page.method ? <span className={`pv-method m-${page.method.toLowerCase()}`}>{page.method}</span> : null}
        {title}
      </h1>
      {description ? <p className="pv-desc">{description}</p> : null}
      <dl className="pv-facts">
        <dt>Path</dt>
        <dd>
          <code>{page.address}</code>
          {page.opPath && page.address !== page.entry ? <code>{page.entry}</code> : null}
        </dd>
        <dt>File</dt>
        <dd className={`file-${page.fileStatus}`}>{STATUS[page.fileStatus](page.address)}</dd>
      </dl>
    </article>
  );
});
