import { withoutSpecCitations } from '../../core/rules/diagnostic-text';

/**
 * What the inspector says under a button that runs a command: why it cannot run (the button's
 * `aria-describedby` points at `reasonId`), and, for screen readers, what the last run did. A
 * command's reason may cite a SPEC rule by number; it is said in words here.
 */
export function CommandOutcome({ reasonId, reason, done }: { reasonId: string; reason?: string; done: string }) {
  return (
    <>
      {reason ? (
        <p id={reasonId} className="muted">
          {withoutSpecCitations(reason)}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </>
  );
}
