import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { EditorSession } from '../../core/session/editor-session';

interface Props {
  /** What failed, for the message: "The preview", "docsnav". */
  readonly name: string;
  /**
   * The document's store: it lives outside the boundary, so the document is kept. Absent only
   * for the last-resort boundary around the whole app (main.tsx), where a reload brings the
   * work back through autosave.
   */
  readonly store?: EditorSession;
  /** When this changes (an edit, an undo, another document), the failed part is tried again. */
  readonly resetKey?: unknown;
  readonly children: ReactNode;
}

interface State {
  readonly error?: Error;
  readonly key?: unknown;
}

/**
 * Catches an error thrown while rendering what it wraps (a panel, or the whole editor) and shows
 * it in its place, with what still holds: the document lives in the store outside the
 * boundary, and autosave keeps storing it. It offers to undo the last change (often the cause),
 * to try again, and to download the document. A change of `resetKey` tries again by itself.
 *
 * WARNING: the store and the autosave must stay outside every boundary (the shell creates them
 * above): a boundary unmounts what it wraps, and with it anything it owns.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // The document changed since the error: render again (the change may have fixed it).
    if (state.error && props.resetKey !== state.key) return { error: undefined, key: props.resetKey };
    if (!state.error && props.resetKey !== state.key) return { key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for a bug report; the person sees the message below.
    console.error(`${this.props.name} failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { store, name } = this.props;
    if (!store) {
      return (
        <div className="message error crash" role="alert">
          <span>
            {name} failed: {error.message || error.name}. Reload the page: unsaved work is kept by autosave and offered back.
          </span>
          <button type="button" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      );
    }
    const ws = store.getState().workspace;
    const canUndo = store.getState().history.undo.length > 0;
    return (
      <div className="message error crash" role="alert">
        <span>
          {name} failed: {error.message || error.name}. Your document is kept, and autosave keeps storing it.
          {canUndo ? ' Undo the last change, or try again.' : ' Try again, or download the document.'}
        </span>
        {canUndo ? (
          <button type="button" title={store.undoLabel()} onClick={() => store.undo()}>
            Undo the last change
          </button>
        ) : null}
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
        {ws ? (
          <button
            type="button"
            onClick={() => {
              // Loaded on the click: the first paint's JavaScript budget (a crash is rare).
              const text = store!.getSnapshot().text(ws.mainPath)!.text;
              void import('../../io/download').then((m) => m.downloadText(text, ws.mainPath.split('/').pop() || 'docs.json'));
            }}
          >
            Download {ws.mainPath.split('/').pop()}
          </button>
        ) : null}
      </div>
    );
  }
}
