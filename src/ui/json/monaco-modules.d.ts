// monaco-editor 0.57 ships no declaration beside its JSON contribution entry; its exports are
// those of the JSON feature's register module, which does have one.
declare module 'monaco-editor/language/json/monaco.contribution' {
  export { jsonDefaults, getWorker } from 'monaco-editor/languages/features/json/register';
}
