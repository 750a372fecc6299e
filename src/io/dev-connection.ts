/** How the page reaches `docsnav dev` (src/io/dev-api.ts), when it was opened from its address. */
export interface DevConnection {
  readonly token: string;
  /** The server's origin ("http://127.0.0.1:4400"). */
  readonly origin: string;
}

/** The dev server connection when this page was opened from `docsnav dev`'s address (`?token=`), else undefined. */
export function devConnectionFrom(loc: Pick<Location, 'search' | 'origin'>): DevConnection | undefined {
  const token = new URLSearchParams(loc.search).get('token');
  return token ? { token, origin: loc.origin } : undefined;
}
