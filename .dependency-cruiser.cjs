// The layers of src/, checked in npm test (npm run deps). The direction is ui -> io -> core,
// cli -> core, workers -> core; nothing imports ui/; the panels under src/ui/ meet only in
// src/ui/shell (and share src/ui/common). docs/ARCHITECTURE.md says why.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move the shared type or function to a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-ui',
      severity: 'error',
      comment: 'Only the app entry (src/main.tsx) and src/ui itself import src/ui: pass data down to it.',
      from: { path: '^src/', pathNot: ['^src/ui/', '^src/main\\.tsx$'] },
      to: { path: '^src/ui/' },
    },
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment: 'src/core is pure TypeScript that runs anywhere: it imports only src/core and packages.',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'core-no-platform',
      severity: 'error',
      comment: 'src/core runs in a browser, a worker and Node: no Node built-ins, React, Monaco or dnd-kit.',
      from: { path: '^src/core/' },
      to: {
        dependencyTypes: ['core'],
      },
    },
    {
      name: 'core-no-ui-packages',
      severity: 'error',
      comment: 'src/core runs in a browser, a worker and Node: no React, Monaco or dnd-kit.',
      from: { path: '^src/core/' },
      to: { path: 'node_modules/(react|react-dom|monaco-editor|@dnd-kit/[^/]+)/' },
    },
    {
      name: 'panels-meet-in-shell',
      severity: 'error',
      comment:
        'A panel (src/ui/<panel>/) does not import another panel: the shell wires them, and what they share goes in src/ui/shell (the editor context) or src/ui/common (widgets).',
      from: { path: '^src/ui/([^/]+)/', pathNot: '^src/ui/shell/' },
      to: { path: '^src/ui/([^/]+)/', pathNot: ['^src/ui/$1/', '^src/ui/shell/', '^src/ui/common/'] },
    },
    {
      name: 'common-is-a-leaf',
      severity: 'error',
      comment: 'src/ui/common holds widgets any panel may use: it imports no panel and not the shell.',
      from: { path: '^src/ui/common/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/common/' },
    },
    {
      name: 'io-imports-core',
      severity: 'error',
      comment: 'src/io (files, storage, network, workers) imports src/core and starts the workers in src/workers; never the CLI.',
      from: { path: '^src/io/' },
      to: { path: '^src/', pathNot: '^src/(io|core|workers)/' },
    },
    {
      name: 'cli-imports-core',
      severity: 'error',
      comment: "The CLI imports src/core; of src/io only front-matter.ts, so the CLI reads a page's front matter as the app does.",
      from: { path: '^src/cli/' },
      to: { path: '^src/', pathNot: ['^src/(cli|core)/', '^src/io/front-matter\\.ts$'] },
    },
    {
      name: 'workers-import-core',
      severity: 'error',
      comment: 'A worker runs core code off the main thread: it imports src/core and its own files only.',
      from: { path: '^src/workers/' },
      to: { path: '^src/', pathNot: '^src/(workers|core)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import does not resolve: a typo, or a file that moved.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle through types is still a circle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    exclude: { path: '\\.(css|svg|png)$' },
  },
};
