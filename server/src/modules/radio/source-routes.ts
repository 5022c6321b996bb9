import type { FastifyReply, FastifyRequest } from 'fastify';
import { radioMessages } from '@selah/contracts/radio';
import type { ModuleRoutes } from '../../platform/module.ts';
import type { RadioModuleService } from './index.ts';
import { basicAuth, mayBroadcast } from './source-auth.ts';

/** The Icecast-compatible source mount: PUT (ffmpeg, Liquidsoap) or SOURCE (BUTT, Mixxx). */
export const sourceRoutes: ModuleRoutes<RadioModuleService> = async (app, { service }) => {
  // The body is the audio itself, read by the live input: no parser may buffer it.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  const source = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await mayBroadcast(request.headers, app.config.stationSourcePassword, service.verifyBroadcaster))) {
      return reply
        .status(401)
        .header('www-authenticate', 'Basic realm="Selah live"')
        .send({ message: radioMessages.sourceUnauthorized, error: 'unauthorized' });
    }
    const { station } = service.radio;
    if (station.isLive) return reply.status(409).send({ message: radioMessages.sourceBusy, error: 'source_busy' });
    reply.hijack();
    const show = (request.headers['ice-name'] as string | undefined)?.slice(0, 120) || `${service.radio.stationName()} Live`;
    const user = basicAuth(request.headers)?.user;
    const dj = user && user !== 'source' ? user : null;
    if (!station.acceptSource(request.raw, reply.raw, show, dj)) reply.raw.writeHead(409).end();
  };
  app.route({ method: ['PUT', 'SOURCE'], url: '/live', handler: source });
};
