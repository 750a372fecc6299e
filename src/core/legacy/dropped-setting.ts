import type { PathSegment } from '../model/json-path';

/** One mint.json setting the conversion does not carry into docs.json: where it is, and what that means. */
export interface DroppedSetting {
  /** Its JSON path in the mint.json (`['api', 'auth', 'name']`, `['navigation', 2, 'pages', 0]`). */
  readonly path: readonly PathSegment[];
  /** What is lost and what to do, in a sentence that follows the place ("... is left out; ..."). */
  readonly message: string;
}
