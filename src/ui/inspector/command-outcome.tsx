/**
 * What the inspector says under a button that runs a command: why it cannot run (the button's
 * `aria-describedby` points at `reasonId`), and, for screen readers, what the last run did.
 */
export function CommandOutcome({ reasonId, reason, done }: { reasonId: string; reason?: string; done: string }) {
  return (
    <>
      {reason ? (
        <p id={reasonId} className="muted">
          {reason}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </>
  );
}
