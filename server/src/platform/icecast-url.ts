/** Where the broadcast is pushed as an Icecast source: `icecast://source:PASS@host:8000/stream`. */
export interface IcecastTarget {
  host: string;
  port: number;
  /** The mount point, with its leading slash (`/stream`). */
  mount: string;
  user: string;
  password: string;
}

export const icecastUrlHint = 'must look like icecast://source:PASSWORD@HOST:8000/stream (or http://…)';

/** Reads an Icecast source address; answers a sentence saying what is wrong instead when it is not one. */
export function parseIcecastUrl(value: string): IcecastTarget | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return icecastUrlHint;
  }
  if (url.protocol !== 'icecast:' && url.protocol !== 'http:') return `${icecastUrlHint}; ${url.protocol}// is not supported`;
  if (!url.hostname) return `${icecastUrlHint}; the host is missing`;
  if (!url.password) return `${icecastUrlHint}; the source password is missing`;
  const mount = decodeURIComponent(url.pathname);
  if (mount.length < 2 || /[\s?#]/.test(mount)) return `${icecastUrlHint}; the mount point (such as /stream) is missing`;
  if (url.search || url.hash) return `${icecastUrlHint}; remove the query or fragment`;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 8000,
    mount,
    user: decodeURIComponent(url.username) || 'source',
    password: decodeURIComponent(url.password),
  };
}
