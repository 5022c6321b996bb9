import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The user and password of an HTTP Basic Authorization header, as Icecast sources send them. */
export function basicAuth(headers: IncomingHttpHeaders): { user: string; pass: string } | null {
  const m = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? null : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}

/**
 * May these credentials feed the live mount? User `source` with the station's source
 * password, or a broadcaster's (or admin's) own username and password.
 */
export async function mayBroadcast(
  headers: IncomingHttpHeaders,
  stationPassword: string | undefined,
  verifyBroadcaster: (user: string, pass: string) => Promise<boolean>,
): Promise<boolean> {
  const creds = basicAuth(headers);
  if (!creds) return false;
  if (creds.user === 'source') return !!stationPassword && sameSecret(creds.pass, stationPassword);
  return verifyBroadcaster(creds.user, creds.pass);
}
