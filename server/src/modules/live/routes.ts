import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import {
  chatList,
  chatListQuery,
  chatMessage,
  chatMessages,
  chatMuteBody,
  chatMuteResponse,
  chatPostBody,
  chatSettings,
  chatSettingsBody,
  liveMessages,
  liveStartBody,
  liveStatus,
  owncastStatus,
  streamKeyResponse,
  studioInfo,
  studioSettingsBody,
} from '@selah/contracts/live';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireRole } from '../accounts/index.ts';
import type { LiveModuleService } from './module-service.ts';
import { liveSocket } from './socket.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const idParams = z.object({ id: z.string().uuid(chatMessages.notFound) });
const hlsParams = z.object({
  session: z.string().uuid('No such broadcast.'),
  file: z.string().regex(/^(index\.m3u8|seg-\d{1,9}\.ts)$/, 'No such file.'),
});
const staff = ['broadcaster', 'admin'] as const;

export const liveRoutes: ModuleRoutes<LiveModuleService> = async (app, { service }) => {
  const { live, chat } = service;
  const nameOf = (u: { displayName: string; username: string }) => u.displayName || u.username;

  // ------------------------------------------------------------ status and the show
  app.get('/api/live/status', { schema: { response: { 200: liveStatus } } }, () => live.status());
  app.get('/api/owncast/status', { schema: { response: { 200: owncastStatus, 502: errorResponse } } }, async () => {
    try {
      return await live.hostStatus();
    } catch {
      throw new HttpError(502, 'The streaming server is not responding. Check that Owncast is running.', 'owncast_unreachable');
    }
  });
  app.post('/api/live/start', { schema: { body: liveStartBody, response: { 200: liveStatus, ...errors } } }, async (request) => {
    const user = await requireRole(request, ...staff);
    return live.startShow({ id: user.id, name: nameOf(user) }, request.body);
  });
  app.post('/api/live/stop', { schema: { response: { 200: liveStatus, ...errors } } }, async (request) => {
    await requireRole(request, ...staff);
    return live.stopShow();
  });

  // ------------------------------------------------------------ the studio
  app.get('/api/live/studio', { schema: { response: { 200: studioInfo, ...errors } } }, async (request) => {
    const user = await requireRole(request, ...staff);
    return live.studio(user.id, request.host);
  });
  app.post(
    '/api/live/stream-key',
    {
      schema: { response: { 200: streamKeyResponse, ...errors } },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } },
    },
    async (request) => {
      const user = await requireRole(request, ...staff);
      const { key, createdAt } = await live.createKey(user.id);
      return { key, rtmpUrl: live.rtmpUrlFor(request.host), createdAt: createdAt.toISOString() };
    },
  );
  app.put(
    '/api/live/studio/settings',
    { schema: { body: studioSettingsBody, response: { 200: studioInfo, ...errors } } },
    async (request) => {
      const user = await requireRole(request, ...staff);
      await live.setFeedRadio(request.body.feedRadio);
      return live.studio(user.id, request.host);
    },
  );

  // ------------------------------------------------------------ HLS for viewers
  app.get('/live/hls/:session/:file', { schema: { params: hlsParams } }, async (request, reply) => {
    const { session, file } = request.params;
    const dir = live.ingest.hlsDir(session);
    const full = dir ? path.join(dir, file) : null;
    const stat = full ? await fs.promises.stat(full).catch(() => null) : null;
    if (!full || !stat?.isFile()) return reply.status(404).send({ message: liveMessages.offlineTitle, error: 'not_found' });
    live.sawViewer(clientHashOf(`${request.ip} ${request.headers['user-agent'] ?? ''}`));
    const playlist = file.endsWith('.m3u8');
    return reply
      .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache, no-store' : 'public, max-age=60')
      .header('access-control-allow-origin', '*')
      .send(fs.createReadStream(full));
  });

  // ------------------------------------------------------------ chat
  app.get('/api/chat/messages', { schema: { querystring: chatListQuery, response: { 200: chatList, ...errors } } }, (request) =>
    chat.list(request.query.limit),
  );
  app.post(
    '/api/chat/messages',
    {
      schema: { body: chatPostBody, response: { 200: chatMessage, ...errors } },
      // A coarse fence in front of the database; the chat's own burst rule is finer.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: memberOrAddress,
          errorResponseBuilder: () => new HttpError(429, chatMessages.flood, 'chat_flood'),
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return chat.post(
        { user: user ? { id: user.id, name: nameOf(user), role: user.role } : null, ip: request.ip },
        { message: request.body.message, username: request.body.username },
      );
    },
  );
  app.delete('/api/chat/messages/:id', { schema: { params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const user = await requireRole(request, ...staff);
    await chat.remove(user.id, request.params.id);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/chat/messages/:id/mute',
    { schema: { params: idParams, body: chatMuteBody, response: { 200: chatMuteResponse, ...errors } } },
    async (request) => {
      const user = await requireRole(request, ...staff);
      const until = await chat.muteAuthor(user.id, request.params.id, request.body.minutes);
      return { until: until.toISOString() };
    },
  );
  app.get('/api/chat/settings', { schema: { response: { 200: chatSettings } } }, () => chat.settings());
  app.put('/api/chat/settings', { schema: { body: chatSettingsBody, response: { 200: chatSettings, ...errors } } }, async (request) => {
    await requireRole(request, ...staff);
    return chat.updateSettings(request.body);
  });

  liveSocket(app, service);
};
