import { placeOfPath } from '../../core/legacy/index';
import type { LegacyConversion } from '../../io/open-legacy';
import { Dialog } from '../common/dialog';
import './conversion-dialog.css';

/**
 * What a legacy mint.json becomes, before it replaces the open document: the docs.json text
 * (what the generator's own upgrade makes of it), every setting the conversion leaves out with
 * its line in the mint.json, and the choice to continue with it or keep what is open.
 */
export function ConversionDialog({
  conversion,
  onContinue,
  onCancel,
}: {
  conversion: LegacyConversion;
  onContinue(): void;
  onCancel(): void;
}) {
  const { from, text, dropped } = conversion;
  return (
    <Dialog
      title="Convert mint.json to docs.json"
      onClose={onCancel}
      className="conversion-dialog"
      buttons={
        <>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="primary" onClick={onContinue}>
            Continue with docs.json
          </button>
        </>
      }
    >
      <p>
        {from} is a legacy config: the site generator now reads docs.json. This is the docs.json its own upgrade makes of it. Continue to
        edit it; export it (or save it) to write docs.json. {from} itself is never changed.
      </p>
      <h3>Left out of docs.json</h3>
      {dropped.length ? (
        <ul className="conversion-dropped" aria-label="Settings left out">
          {dropped.map((d, i) => (
            <li key={i}>
              <code>{placeOfPath(d.path)}</code> <span className="muted">(line {d.line})</span>: {d.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing: every setting of {from} is carried over.</p>
      )}
      <h3>docs.json</h3>
      <pre className="conversion-text" aria-label="The docs.json it becomes" tabIndex={0}>
        {text}
      </pre>
    </Dialog>
  );
}
