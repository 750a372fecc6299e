/**
 * The name the toolbar shows for an opened project. A project opened by URL is named by its
 * address, which is long and starts with what says least (`https://raw.githubusercontent.com/`):
 * cut to the toolbar's width, the repository's name was the part that fell off. So an address
 * is shown repository first ("acme/docs · docs/docs.json" for a GitHub file), else host and
 * file ("docs.acme.dev · docs.json"); the whole address stays in the tooltip.
 */
export function sourceName(name: string, source: string): string {
  if (source !== 'url') return name;
  let url: URL;
  try {
    url = new URL(name, 'http://localhost/');
  } catch {
    return name;
  }
  const parts = url.pathname.split('/').filter(Boolean).map(safeDecode);
  if (url.hostname === 'raw.githubusercontent.com' && parts.length >= 4) {
    // owner/repo/<ref>/path; a ref of refs/heads/<branch> is three parts.
    const rest = parts[2] === 'refs' && parts[3] === 'heads' ? parts.slice(5) : parts.slice(3);
    return `${parts[0]}/${parts[1]} · ${rest.join('/')}`;
  }
  if (url.hostname === 'github.com' && parts.length >= 5 && (parts[2] === 'blob' || parts[2] === 'raw'))
    return `${parts[0]}/${parts[1]} · ${parts.slice(4).join('/')}`;
  const file = parts.slice(-2).join('/') || url.hostname;
  return url.hostname && url.hostname !== 'localhost' ? `${url.hostname} · ${file}` : file;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
