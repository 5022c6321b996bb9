import type { FastifyReply } from 'fastify';
import { accountMessages } from '@selah/contracts/accounts';
import { radioMessages } from '@selah/contracts/radio';
import type { ModuleRoutes } from '../../../platform/module.ts';
import type { RadioModuleService } from '../module-service.ts';
import { basicAuth, mayBroadcast } from './source-auth.ts';

/** The one mount a DJ's metadata update may name (the live source mount). */
const LIVE_MOUNT = '/live';
/** Longer titles are cut: an ICY metadata block holds 4080 bytes at most. */
const MAX_TITLE = 250;

/** The query's values as bytes: `charset` says how the song's bytes are to be read, not always UTF-8. */
export function rawQuery(url: string): Map<string, Buffer> {
  const params = new Map<string, Buffer>();
  const q = url.indexOf('?');
  if (q < 0) return params;
  for (const part of url.slice(q + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = percentBytes(eq < 0 ? part : part.slice(0, eq)).toString('utf8');
    if (!params.has(key)) params.set(key, percentBytes(eq < 0 ? '' : part.slice(eq + 1)));
  }
  return params;
}

function percentBytes(s: string): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '%' && /^[0-9a-f]{2}$/i.test(s.slice(i + 1, i + 3))) {
      out.push(Buffer.of(parseInt(s.slice(i + 1, i + 3), 16)));
      i += 3;
    } else {
      out.push(Buffer.from(c === '+' ? ' ' : c, 'utf8'));
      i += 1;
    }
  }
  return Buffer.concat(out);
}

/**
 * The song's text: in the `charset` the source names (ISO-8859-1, UTF-8…); without one (or with
 * one this runtime does not know), UTF-8 when the bytes are valid UTF-8, else Windows-1252, which
 * older encoders send.
 */
export function decodeSong(bytes: Buffer, charset: string | undefined): string {
  let text: string | null = null;
  if (charset) {
    try {
      text = new TextDecoder(charset).decode(bytes);
    } catch {
      text = null;
    }
  }
  if (text === null) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()].slice(0, MAX_TITLE).join('');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Icecast's own answer to an admin command: a small XML document (clients read the status). */
function iceResponse(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .type('text/xml; charset=utf-8')
    .header('cache-control', 'no-cache, no-store')
    .send(
      `<?xml version="1.0"?>\n<iceresponse><message>${escapeXml(message)}</message><return>${status === 200 ? 1 : 0}</return></iceresponse>\n`,
    );
}

/**
 * Icecast's metadata update, as DJ software sends it while on air (Liquidsoap, ezstream, BUTT,
 * Mixxx, libshout): `GET /admin/metadata?mode=updinfo&mount=/live&song=…` (or `artist=…&title=…`)
 * with the live mount's own credentials. The song becomes the title listeners see for the rest of
 * the live show, or until the DJ names another.
 */
export const sourceMetadataRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  app.get('/admin/metadata', async (request, reply) => {
    // A wrong password counts against the sign-in guard like one on the mount itself; libshout's
    // first request carries no credentials at all and is simply asked for them.
    const creds = basicAuth(request.headers);
    const verdict = creds
      ? await service.guardedSourceLogin(creds.user, request.ip, async () =>
          mayBroadcast(request.headers, await service.sourcePassword.current(), service.verifyBroadcaster),
        )
      : ({ ok: false, retryAfterMs: null } as const);
    if (!verdict.ok && verdict.retryAfterMs !== null) {
      reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
      return iceResponse(reply, 429, accountMessages.loginRateLimit);
    }
    if (!verdict.ok) {
      reply.header('www-authenticate', 'Basic realm="Selah live"');
      return iceResponse(reply, 401, radioMessages.sourceUnauthorized);
    }
    const { station } = service.radio;
    // A follower instance asks the leader, which holds the live source (decision 011).
    if (!station.engineRunning) {
      const leader = service.radio.leaderUrl();
      if (!leader) return iceResponse(reply.header('retry-after', '5'), 503, radioMessages.sourceNoLeader);
      const answer = await fetch(new URL(request.url, `${leader}/`), {
        headers: { authorization: request.headers.authorization ?? '' },
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (!answer) return iceResponse(reply.header('retry-after', '5'), 503, radioMessages.sourceNoLeader);
      return reply
        .status(answer.status)
        .type(answer.headers.get('content-type') ?? 'text/xml; charset=utf-8')
        .send(await answer.text());
    }
    const query = rawQuery(request.url);
    const text = (key: string) => query.get(key)?.toString('latin1');
    const charset = text('charset');
    const field = (key: string) => {
      const bytes = query.get(key);
      return bytes === undefined ? undefined : decodeSong(bytes, charset);
    };
    // `song` as Liquidsoap, BUTT and Mixxx send it; `artist` and `title` as libshout 2.4 (ezstream) does.
    const song = field('song');
    const title = field('title');
    const artist = field('artist');
    if (text('mode') !== 'updinfo' || text('mount') === undefined || (song === undefined && title === undefined && artist === undefined)) {
      return iceResponse(reply, 400, radioMessages.metadataMissing);
    }
    if (text('mount') !== LIVE_MOUNT) return iceResponse(reply, 400, radioMessages.metadataOtherMount);
    const named = song !== undefined ? { title: song, artist: '' } : { title: title || artist || '', artist: title ? (artist ?? '') : '' };
    if (!station.setLiveTitle(named.title ? named : null)) return iceResponse(reply, 400, radioMessages.metadataNoSource);
    return iceResponse(reply, 200, radioMessages.metadataUpdated);
  });
};
