import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@selah/contracts/i18n';
import { isAppRoute } from '@selah/contracts/paths';
import { commonMessages } from '@selah/contracts/common';
import type { PageParts, ShareCard } from '../module.ts';
import { escapeHtml } from './escape-html.ts';
import { requestLocale } from './locale.ts';

/** What modules add to a page's HTML (station identity, feeds), asked for on each page load in the visitor's language. */
export type PageRenderer = (pathname: string, locale: Locale) => Promise<PageParts[]>;

/** Open Graph and Twitter card tags: what a link to this page shows where it is shared. */
function shareTags(card: ShareCard, site: NonNullable<PageParts['site']>, pathname: string): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${site.origin}${url}`);
  const description = card.description.replace(/\s+/g, ' ').trim().slice(0, 300);
  const tags: Array<[string, string, string | undefined]> = [
    ['property', 'og:site_name', site.name],
    ['property', 'og:type', card.type ?? 'website'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', description],
    ['property', 'og:url', absolute(pathname)],
    ['property', 'og:image', card.image ? absolute(card.image) : undefined],
    // The station's square icon reads best as a small card; a cover, poster or photo as a large one.
    ['name', 'twitter:card', card.image && card.type && card.type !== 'website' ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', card.image ? absolute(card.image) : undefined],
  ];
  return tags
    .filter(([, , content]) => content)
    .map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content!)}" />`)
    .join('');
}

/**
 * index.html with the modules' parts: a title, head tags (the share card of the page's own thing,
 * else the station's), and a first paint inside #root.
 */
export function composePage(indexHtml: string, parts: PageParts[], pathname = '/', lang = 'en', preload: string[] = []): string {
  let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  const site = parts.find((p) => p.site)?.site;
  const own = parts.find((p) => p.share)?.share;
  const title = own && site ? `${escapeHtml(own.title)} · ${escapeHtml(site.name)}` : parts.find((p) => p.title)?.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  const card = own ?? site?.card;
  const head =
    (site && card ? shareTags(card, site, pathname) : '') +
    parts.map((p) => p.head ?? '').join('') +
    // The page's own modules, fetched beside the entry (crossorigin as Vite writes the entry's).
    preload.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`).join('');
  if (head) html = html.replace('</head>', () => `${head}</head>`);
  const root = parts.map((p) => p.root ?? '').join('');
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  return html;
}

/**
 * Serves the built web app: hashed assets cached forever, index.html revalidated, the app
 * for every route of the route table (200) and for unknown pages (404, rendered by the
 * app's Not Found page). Unknown /api and /ws paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, render: PageRenderer = async () => []): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(webDist, filePath);
        // The service worker is asked again at every visit, so a new version reaches the installed app.
        const cache = rel.startsWith('assets' + path.sep)
          ? 'public, max-age=31536000, immutable'
          : rel === 'sw.js'
            ? 'no-cache'
            : 'public, max-age=300';
        reply.header('cache-control', cache);
      },
    });
  }
  let indexHtml: string | null = null;
  // The modules a route needs beyond the entry's (the build's route-preloads.json; the home page's).
  let preloads: Record<string, string[]> | null = null;
  const preloadsOf = (pathname: string): string[] => {
    if (preloads === null) {
      const file = path.join(webDist, 'route-preloads.json');
      preloads = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
    }
    return preloads[pathname] ?? [];
  };
  const sendApp = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    indexHtml ??= fs.readFileSync(indexFile, 'utf8');
    const locale = requestLocale(request);
    const html = composePage(indexHtml, await render(pathname, locale), pathname, locale, preloadsOf(pathname));
    return (
      reply
        // The page's language follows the visitor's choice, else their browser's (docs/decisions/036).
        .header('vary', 'Accept-Language, Cookie')
        .status(isAppRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  // The root is a folder to the static server; it is the home page to people.
  app.get('/', (request, reply) => sendApp('/', request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws/')) {
      return reply.status(404).send({ message: commonMessages.noEndpoint(request.method, pathname), error: 'not_found' });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).send({ message: commonMessages.notFound, error: 'not_found' });
    }
    return sendApp(pathname, request, reply);
  });
}
