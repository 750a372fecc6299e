/**
 * What the machine charges for memory touched for the first time, printed with the bench's
 * figures. On some virtual machines a page of memory new to the process costs far more than
 * on the hardware under it: a guest that hands freed memory back to its host (free page
 * reporting) pays a fault to the host the next time it touches it. Seen on this project's
 * machine class: 13 µs per 4 KB page, against well under 1 µs on a laptop, so joining a
 * 2.3 MB string took 14 ms where JSON.stringify (which never makes one flat string) took 4.
 * Figures that allocate large blocks (a printed text, an opened file, the page's heap growing
 * during the first opens) swing with it between machines and between runs; the floors (one
 * JSON.parse, one frame) mostly reuse memory already touched. The probe reads it so a reader
 * can tell such a machine from a slower build.
 */
import { medianOf } from './measure';

/** First touch of fresh memory, against touching the same memory again. */
export interface MemoryCost {
  /** Microseconds per 4 KB page written for the first time (a fresh block, freed after). */
  readonly freshPerPage: number;
  /** Microseconds per 4 KB page written again (the same block): the cost of the writes alone. */
  readonly warmPerPage: number;
}

const PAGE = 4096;

/**
 * Time `rounds` blocks of `bytes` each, allocated and written once (fresh, all kept until the
 * end), then one block
 * written `rounds` times (warm). The median round of each, per 4 KB page.
 *
 * @example freshMemoryCost() // { freshPerPage: 13.1, warmPerPage: 0.05 } on the machine above
 */
export function freshMemoryCost(bytes = 8 << 20, rounds = 7): MemoryCost {
  const pages = bytes / PAGE;
  const fresh: number[] = [];
  // All kept until the end: a block freed at once is the next round's (the allocator reuses it).
  const kept: Uint8Array[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    kept.push(new Uint8Array(bytes).fill(i + 1));
    fresh.push(performance.now() - t0);
  }
  kept.length = 0;
  const block = new Uint8Array(bytes);
  block.fill(1);
  const warm: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    block.fill(i + 2);
    warm.push(performance.now() - t0);
  }
  return { freshPerPage: (medianOf(fresh) * 1000) / pages, warmPerPage: (medianOf(warm) * 1000) / pages };
}

/** One line for the bench's header and the README: both costs and their ratio. */
export function describeMemoryCost(c: MemoryCost): string {
  const ratio = c.warmPerPage > 0 ? ` (${(c.freshPerPage / c.warmPerPage).toFixed(0)}x writing it again)` : '';
  return `memory new to the process: ${c.freshPerPage.toFixed(2)} µs per 4 KB page written first${ratio}`;
}
