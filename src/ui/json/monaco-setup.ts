/**
 * Monaco, loaded only when the JSON pane or the export diff first needs it: this module is the
 * root of its own chunks (the shell lazy-imports the pane; the export dialog lazy-imports the
 * diff view), so none of it is in the app's initial JavaScript.
 *
 * `editor.api` is Monaco without its contributions, so the ones the pane uses are imported by
 * name: hovers (schema descriptions), suggestions (keys and enums), code actions (quick fixes),
 * find, folding, bracket matching, markers navigation (F8), the context menu, the diff editor.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/hover/register';
// The suggest widget itself: features/suggest/register only brings inline suggestions.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/codeAction/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/diffEditor/register';
// Ctrl+M makes Tab move focus out of the editor instead of indenting: keyboard users are not trapped.
import 'monaco-editor/features/toggleTabFocusMode/register';
import { jsonDefaults } from 'monaco-editor/language/json/monaco.contribution';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

// Workers come from the bundle (Vite `?worker`), never from a CDN.
self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

export { monaco, jsonDefaults };
