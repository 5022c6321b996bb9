import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountMessages } from '@selah/contracts/accounts';
import { radioMessages } from '@selah/contracts/radio';
import { tapRawBody } from '../../../platform/http/raw-body-tap.ts';
import type { ModuleRoutes } from '../../../platform/module.ts';
import type { RadioModuleService } from '../module-service.ts';
import { basicAuth, mayBroadcast } from './source-auth.ts';
import { proxySource } from './source-proxy.ts';
import { continueIfAsked } from './source-protocol.ts';

/** The Icecast-compatible source mount: PUT (ffmpeg, Liquidsoap) or SOURCE (BUTT, Mixxx). */
export const sourceRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  // The body is the audio itself, read by the live input: no parser may buffer it.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  const source = async (request: FastifyRequest, reply: FastifyReply) => {
    // Unframed audio can follow the headers at once: keep it while the password is checked, or
    // Node would answer those bytes as a broken request and reset the DJ's connection.
    const early: Buffer[] = [];
    const untap = tapRawBody(request.raw.socket, (chunk) => early.length < 256 && early.push(chunk));
    const creds = basicAuth(request.headers);
    // Every guess counts against the sign-in guard (per address, per account), as the form's do.
    const verdict = creds
      ? await service.guardedSourceLogin(creds.user, request.ip, async () =>
          mayBroadcast(request.headers, await service.sourcePassword.current(), service.verifyBroadcaster),
        )
      : ({ ok: false, retryAfterMs: null } as const);
    untap();
    if (!verdict.ok && verdict.retryAfterMs !== null) {
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)))
        .send({ message: accountMessages.loginRateLimit, error: 'rate_limit' });
    }
    if (!verdict.ok) {
      return reply
        .status(401)
        .header('www-authenticate', 'Basic realm="Selah live"')
        .send({ message: radioMessages.sourceUnauthorized, error: 'unauthorized' });
    }
    // Only now may a source that asked (Expect: 100-continue) send its audio.
    continueIfAsked(request.raw, reply.raw);
    const { station } = service.radio;
    // A follower instance passes the source on to the leader, which runs the engine (decision 011).
    if (!station.engineRunning) {
      // Nothing is awaited from here on: an Icecast source's audio follows its headers at once.
      const leader = service.radio.leaderUrl();
      const noLeader = { message: radioMessages.sourceNoLeader, error: 'no_leader' };
      if (!leader) return reply.status(503).header('retry-after', '5').send(noLeader);
      reply.hijack();
      proxySource(request.raw, reply.raw, leader, () =>
        reply.raw.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' }).end(JSON.stringify(noLeader)),
      );
      return;
    }
    if (station.isLive) return reply.status(409).send({ message: radioMessages.sourceBusy, error: 'source_busy' });
    reply.hijack();
    const show = (request.headers['ice-name'] as string | undefined)?.slice(0, 120) || `${service.radio.stationName()} Live`;
    const user = basicAuth(request.headers)?.user;
    const dj = user && user !== 'source' ? user : null;
    if (!station.acceptSource(request.raw, reply.raw, show, dj, early)) reply.raw.writeHead(409).end();
  };
  app.route({ method: ['PUT', 'SOURCE'], url: '/live', handler: source });
};
