/**
 * Monaco, loaded only when the JSON pane or the export diff first needs it: this module is the
 * root of its own chunks (the shell lazy-imports the pane; the export dialog lazy-imports the
 * diff view), so none of it is in the app's initial JavaScript.
 *
 * Every editor contribution is registered here, before the first editor exists. Monaco's JSON
 * language loads its worker client lazily, and that module imports all the contributions
 * anyway (monaco-editor/internal/common/workers.js); when they arrived after the first editor
 * had started Monaco's services, the services they register came too late, and the next editor
 * (the export diff) threw "depends on UNKNOWN service IOutlineModelService / ICodeLensCache /
 * treeViewsDndService" as it opened. A hand-picked list saved nothing for the same reason.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
// Not in register.all (which brings only inline suggestions and F8): the suggest widget itself
// (completions from the schema) and the status of the marker F8 went to.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
import { jsonDefaults } from 'monaco-editor/language/json/monaco.contribution';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

// Workers come from the bundle (Vite `?worker`), never from a CDN.
self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

export { monaco, jsonDefaults };
