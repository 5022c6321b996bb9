import { siteApi as api } from '@selah/contracts/site-endpoints';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { manifest } from './icons.ts';
import type { SiteService } from './site.service.ts';

/** Cached for good when asked by the current version (the page's links carry it), else revalidated. */
const cacheFor = (asked: unknown, version: string) => (asked === version ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The web app manifest and the station's icons, made from its logo and colour. */
export const appIconRoutes: ModuleRoutes<SiteService> = async (app, { service }) => {
  route(app, api.manifest, async (_request, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest(await service.station()))),
  );
  route(app, api.icon, async (request, reply) => {
    const { bytes, version } = await service.icon(request.params.name);
    return reply.type('image/png').header('cache-control', cacheFor(request.query.v, version)).send(bytes);
  });
  route(app, api.favicon, async (request, reply) => {
    const { bytes, version } = await service.icon('favicon.ico');
    return reply.type('image/x-icon').header('cache-control', cacheFor(request.query.v, version)).send(bytes);
  });
};
