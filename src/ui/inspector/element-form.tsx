import { useMemo } from 'react';
import { KINDS, isKnownKey } from '../../core/model/kinds';
import { fieldDescription } from '../../core/model/kind-help';
import { labelOf, type NavElement } from '../../core/model/nav-index';
import { getProp, toValue } from '../../core/model/json-node';
import { hasPageFile } from '../../core/rules/page-not-found';
import { pageFilePath, withoutLeadingSlashes } from '../../core/model/page-entry';
import { pageTitle } from '../../core/sidebar/page-title';
import { useEditor, useNavIndex } from '../shell/editor-context';
import { Field, TextField, type FieldEdit } from './fields';
import { RootField } from './root-field';
import { OpenApiField } from './openapi-field';
import { openapiDocuments } from './openapi-documents';
import { OperationPicker } from './operation-picker';
import { GeneratedPages } from './generated-pages';
import { siteIconLibrary } from '../../core/icons/icon-names';
import { removeFieldCommand, setFieldCommand, setPageEntryCommand } from '../../core/commands/field-commands';
import { useStableCallback } from '../common/use-stable-callback';

/** The form of one element: every field of its kind, then the keys docsnav does not know (kept as they are). */
export function ElementForm({ el }: { el: NavElement }) {
  const { store, project } = useEditor();
  const index = useNavIndex();
  const documents = useMemo(() => openapiDocuments(project.files, project.late?.files.keys()), [project.files, project.late]);
  // One object for the form's life, calling this render's functions: the fields are memoised, so a
  // keystroke in one field draws that field alone, not the others with a new `edit` each (React
  // set every input's name and type again, 17 inputs per key for a group).
  const set = useStableCallback<Parameters<FieldEdit['set']>, void>(
    (key, value, merge, path = []) =>
      void store.run(
        setFieldCommand,
        { file: el.file, path: [...el.path, ...path], key, value },
        merge ? { mergeKey: `${el.id}:${typeof merge === 'string' ? merge : [...path, key].join('.')}` } : {},
      ),
  );
  const remove = useStableCallback<Parameters<FieldEdit['remove']>, void>(
    (key, path = []) => void store.run(removeFieldCommand, { file: el.file, path: [...el.path, ...path], key }),
  );
  const edit = useMemo<FieldEdit>(() => ({ set, remove }), [set, remove]);
  if (el.kind === 'page') return <PageForm el={el} />;
  const spec = KINDS[el.kind];
  const ws = store.getState().workspace;
  const siteLibrary = ws ? siteIconLibrary(ws) : 'fontawesome';
  const parent = el.parent === undefined ? undefined : index.elements.get(el.parent);
  // `expanded` only affects nested groups (SPEC.md): a top-level group is always open. The
  // generator's fields SPEC.md does not describe (`asyncapi`, `graphql`, `sdk`) show where an
  // element has one, not on every form.
  const fields = spec.fields.filter((f) => !(f.key === 'expanded' && parent?.kind !== 'group') && !(f.rare && !getProp(el.node, f.key)));
  const unknown = el.node.type === 'object' ? el.node.props.filter((p) => !isKnownKey(el.kind, p.key)) : [];
  return (
    <form className="inspector-form" onSubmit={(e) => e.preventDefault()} aria-label={`${spec.title} '${labelOf(el)}'`}>
      <h2>
        {spec.title} <span className="muted">{labelOf(el)}</span>
      </h2>
      {fields.map((f) => {
        const node = getProp(el.node, f.key);
        const help = fieldDescription(el.kind, f.key);
        if (f.key === 'root' && el.kind === 'group')
          return <RootField key={f.key} index={index} el={el} node={node} edit={edit} description={help} />;
        if (f.key === 'openapi') return <OpenApiField key={f.key} node={node} documents={documents} edit={edit} description={help} />;
        return (
          <Field
            key={f.key}
            field={f}
            description={help}
            node={node}
            isLabel={f.key === spec.labelKey}
            edit={edit}
            siteIconLibrary={siteLibrary}
          />
        );
      })}
      <GeneratedPages el={el} />
      <OperationPicker el={el} />
      {unknown.length ? (
        <section className="unknown-keys" aria-label="Other keys">
          <h3>Other keys (kept as they are)</h3>
          <dl>
            {/* Keyed by place: a file may hold the same key twice (the duplicate-key problem says so). */}
            {unknown.map((p, i) => (
              <div key={`${i}:${p.key}`}>
                <dt>{p.key}</dt>
                <dd>
                  <code>{JSON.stringify(toValue(p.value))}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </form>
  );
}

function PageForm({ el }: { el: NavElement }) {
  const { store, project, openapi } = useEditor();
  const value = el.node.type === 'string' ? (el.node.value as string) : '';
  const path = withoutLeadingSlashes(value);
  const fm = project.frontMatter.get(path);
  const isFile = pageFilePath(value) !== undefined;
  // A page file whose front matter `openapi` binds it to an operation (SPEC rule 7): an API page.
  const op = isFile && fm?.openapi ? openapi?.pageOperation(path) : undefined;
  const title = pageTitle(path, project.frontMatter, op?.summary);
  // Where the title readers see comes from, as the tree and the preview show it.
  const source = fm?.sidebarTitle
    ? 'sidebarTitle in its front matter'
    : fm?.title
      ? 'title in its front matter'
      : op?.summary
        ? `the summary of ${op.method} ${op.path}`
        : 'made from the file name';
  return (
    <form className="inspector-form" onSubmit={(e) => e.preventDefault()} aria-label={`Page '${value}'`}>
      <h2>Page {isFile ? <span className="muted">{title}</span> : null}</h2>
      <TextField
        id="field-page"
        label="Path"
        value={value}
        onChange={(v) => store.run(setPageEntryCommand, { file: el.file, path: [...el.path], value: v }, { mergeKey: `${el.id}:page` })}
      />
      {isFile ? (
        <p className="muted">
          Title: {title} ({source})
        </p>
      ) : null}
      {op ? (
        <p className="muted" data-testid="page-operation">
          API page: <span className={`method method-${op.method.toLowerCase()}`}>{op.method}</span> {op.path}
          {op.key ? ` in ${op.key}` : ''} (front matter "openapi")
        </p>
      ) : null}
      {project.pageFiles ? (
        <p className="muted">
          {hasPageFile(project.pageFiles, value) ? 'The page file exists.' : 'No page file with this path in the opened folder.'}
        </p>
      ) : null}
    </form>
  );
}
