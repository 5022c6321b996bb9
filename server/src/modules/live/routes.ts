import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { chatMessages, liveMessages } from '@selah/contracts/live';
import { liveApi as api } from '@selah/contracts/live-endpoints';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireRole } from '../accounts/index.ts';
import type { LiveModuleService } from './module-service.ts';
import { liveSocket } from './socket.ts';

const hlsParams = z.object({
  session: z.string().uuid(liveMessages.noBroadcast),
  file: z.string().regex(/^(index\.m3u8|seg-\d{1,9}\.ts)$/, liveMessages.noFile),
});
const staff = ['broadcaster', 'admin'] as const;

export const liveRoutes: ModuleRoutes<LiveModuleService> = async (app, { service }) => {
  const { live, chat } = service;
  const nameOf = (u: { displayName: string; username: string }) => u.displayName || u.username;

  // ------------------------------------------------------------ status and the show
  route(app, api.status, () => live.status());
  route(app, api.owncastStatus, async () => {
    try {
      return await live.hostStatus();
    } catch {
      throw new HttpError(502, liveMessages.owncastDown, 'owncast_unreachable');
    }
  });
  route(app, api.start, async (request) => {
    const user = await requireRole(request, ...staff);
    return live.startShow({ id: user.id, name: nameOf(user) }, request.body);
  });
  route(app, api.stop, async (request) => {
    await requireRole(request, ...staff);
    return live.stopShow();
  });

  // ------------------------------------------------------------ the studio
  route(app, api.studio, async (request) => {
    const user = await requireRole(request, ...staff);
    return live.studio(user.id, request.host);
  });
  route(
    app,
    api.createStreamKey,
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: memberOrAddress } } },
    async (request) => {
      const user = await requireRole(request, ...staff);
      const { key, createdAt } = await live.createKey(user.id);
      return { key, rtmpUrl: live.rtmpUrlFor(request.host), createdAt: createdAt.toISOString() };
    },
  );
  route(app, api.studioSettings, async (request) => {
    const user = await requireRole(request, ...staff);
    await live.setFeedRadio(request.body.feedRadio);
    return live.studio(user.id, request.host);
  });

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
  route(app, api.chatMessages, (request) => chat.list(request.query.limit));
  route(
    app,
    api.postChatMessage,
    {
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
  route(app, api.deleteChatMessage, async (request) => {
    const user = await requireRole(request, ...staff);
    await chat.remove(user.id, request.params.id);
  });
  route(app, api.muteChatAuthor, async (request) => {
    const user = await requireRole(request, ...staff);
    const until = await chat.muteAuthor(user.id, request.params.id, request.body.minutes);
    return { until: until.toISOString() };
  });
  route(app, api.chatSettings, () => chat.settings());
  route(app, api.updateChatSettings, async (request) => {
    await requireRole(request, ...staff);
    return chat.updateSettings(request.body);
  });

  liveSocket(app, service);
};
