import { useState } from 'react';
import { Dialog } from '../common/dialog';

/**
 * Paste a docs.json's text, or type its URL, to open it. A paste that is not a docs.json keeps
 * the dialog open with the text in it (the message says why), so nothing typed is lost.
 */
export function OpenTextDialog({
  mode,
  onClose,
  onText,
  onUrl,
}: {
  mode: 'paste' | 'url';
  onClose(): void;
  onText(text: string, name: string): void;
  onUrl(url: string): void;
}) {
  const [value, setValue] = useState('');
  const title = mode === 'paste' ? 'Paste docs.json' : 'Open from a URL';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        if (!value.trim()) return;
        if (mode === 'paste') onText(value, 'Pasted docs.json');
        else {
          onUrl(value.trim());
          onClose();
        }
      }}
      buttons={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!value.trim()}>
            Open
          </button>
        </>
      }
    >
      {mode === 'paste' ? (
        <textarea
          aria-label="docs.json text"
          rows={14}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          data-autofocus
          spellCheck={false}
        />
      ) : (
        <>
          <input
            type="url"
            aria-label="URL of a docs.json"
            placeholder="https://…/docs.json"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-autofocus
          />
          <p className="hint">A GitHub file page works too: its raw text is fetched, with the split files its "$ref"s name.</p>
        </>
      )}
    </Dialog>
  );
}
