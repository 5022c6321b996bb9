import { z } from 'zod';
import { mediaTextApi as api } from '@selah/contracts/media-text-endpoints';
import { notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireUser } from '../accounts/index.ts';
import type { MediaModuleService } from './module-service.ts';
import { oembedFor } from './oembed.ts';

const transcriptFile = /^(episode|video)-([0-9a-f-]{36})\.vtt$/;
const chaptersFile = /^([0-9a-f-]{36})\.json$/;
const fileParams = z.object({ file: z.string().max(60) });
const uuid = z.string().uuid();

/** Transcripts, chapters and captions (the API and the files players and feeds read), and oEmbed. */
export const timedTextRoutes: ModuleRoutes<MediaModuleService> = async (app, { service }) => {
  const { texts } = service.media;
  const limit = { config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } };

  route(app, api.getEpisodeTranscript, async (request) => texts.transcript(await optionalUser(request), 'episode', request.params.id));
  route(app, api.putEpisodeTranscript, limit, async (request) =>
    texts.putTranscript(await requireUser(request), 'episode', request.params.id, request.body.text),
  );
  route(app, api.deleteEpisodeTranscript, async (request) => {
    await texts.remove(await requireUser(request), 'episode', request.params.id, 'transcript');
  });
  route(app, api.getEpisodeChapters, async (request) => texts.chapters(await optionalUser(request), request.params.id));
  route(app, api.putEpisodeChapters, limit, async (request) =>
    texts.putChapters(await requireUser(request), request.params.id, request.body.text),
  );
  route(app, api.deleteEpisodeChapters, async (request) => {
    await texts.remove(await requireUser(request), 'episode', request.params.id, 'chapters');
  });
  route(app, api.getVideoTranscript, async (request) => texts.transcript(await optionalUser(request), 'video', request.params.id));
  route(app, api.putVideoTranscript, limit, async (request) =>
    texts.putTranscript(await requireUser(request), 'video', request.params.id, request.body.text),
  );
  route(app, api.deleteVideoTranscript, async (request) => {
    await texts.remove(await requireUser(request), 'video', request.params.id, 'transcript');
  });

  route(app, api.oembed, { config: { rateLimit: { max: 300, timeWindow: '10 minutes' } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*');
    return oembedFor(service, request.query, request.headers.host);
  });

  // ---- The files (outside /api): podcast apps and web players fetch them, from any site ----

  const viewerOf = (request: Parameters<typeof optionalUser>[0]) => optionalUser(request).catch(() => null);
  const filed = { schema: { params: fileParams } };
  app.get<{ Params: z.infer<typeof fileParams> }>('/media/transcripts/:file', filed, async (request, reply) => {
    const [, kind, id] = transcriptFile.exec(request.params.file) ?? [];
    if (!kind || !uuid.safeParse(id).success) throw notFound();
    const viewer = await viewerOf(request);
    const body = await texts.transcriptFile(viewer, kind as 'episode' | 'video', id!);
    return reply
      .type('text/vtt; charset=utf-8')
      .header('cache-control', viewer ? 'private, no-cache' : 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
  app.get<{ Params: z.infer<typeof fileParams> }>('/media/chapters/:file', filed, async (request, reply) => {
    const [, id] = chaptersFile.exec(request.params.file) ?? [];
    if (!id || !uuid.safeParse(id).success) throw notFound();
    const viewer = await viewerOf(request);
    const body = await texts.chaptersFile(viewer, id);
    return reply
      .type('application/json+chapters; charset=utf-8')
      .header('cache-control', viewer ? 'private, no-cache' : 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
};
