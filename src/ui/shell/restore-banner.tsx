import type { RestoreOffer } from './use-autosave';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday", "just now": when the work was last changed, at a glance. */
export function ago(then: number, now = Date.now()): string {
  const diff = now - then;
  if (diff < 60_000) return 'just now';
  const fmt = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (diff >= ms) return fmt.format(-Math.floor(diff / ms), unit);
  return 'just now';
}

/** The offer to bring back unsaved work from an earlier visit, saying what and when. */
export function RestoreBanner({ offer }: { offer: RestoreOffer }) {
  const when = new Date(offer.savedAt);
  return (
    <div className="message info" role="region" aria-label="Unsaved work">
      <span>
        Unsaved work on {offer.name}, last changed{' '}
        <time dateTime={when.toISOString()} title={when.toLocaleString()}>
          {ago(offer.savedAt)} ({when.toLocaleString()})
        </time>
        , can be restored.
      </span>
      <button type="button" onClick={offer.restore}>
        Restore
      </button>
      <button type="button" onClick={offer.discard}>
        Discard
      </button>
    </div>
  );
}
