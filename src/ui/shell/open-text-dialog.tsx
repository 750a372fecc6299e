import { useState } from 'react';
import { requestOpenUrl } from './use-url-opener';

/** Paste a docs.json's text, or type its URL, to open it. */
export function OpenTextDialog({ mode, onClose, onText }: { mode: 'paste' | 'url'; onClose(): void; onText(text: string, name: string): void }) {
  const [value, setValue] = useState('');
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <form
        role="dialog"
        aria-modal="true"
        aria-label={mode === 'paste' ? 'Paste docs.json' : 'Open from a URL'}
        className="dialog"
        onClick={(e) => e.stopPropagation()}
        onSubmit={(e) => {
          e.preventDefault();
          if (mode === 'paste') onText(value, 'Pasted docs.json');
          else {
            requestOpenUrl(value.trim());
            onClose();
          }
        }}
      >
        <h2>{mode === 'paste' ? 'Paste docs.json' : 'Open from a URL'}</h2>
        {mode === 'paste' ? (
          <textarea aria-label="docs.json text" rows={14} value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        ) : (
          <input type="url" aria-label="URL of a docs.json" placeholder="https://…/docs.json" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        )}
        <div className="dialog-buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary">
            Open
          </button>
        </div>
      </form>
    </div>
  );
}
