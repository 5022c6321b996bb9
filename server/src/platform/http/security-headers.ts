import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../../config.ts';

/** The page's own host for websockets: the CSP allows this station's sockets, not any host. */
const ownSockets = (req: IncomingMessage) => {
  const host = (req.headers.host ?? '').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return host ? `ws://${host} wss://${host}` : "'self'";
};

const EMBED_ITEM = /^\/embed\/(?:episode|video)\/[0-9a-f-]{36}\/?$/i;
/** The pages other sites may put in a frame. */
export const framable = (pathname: string) => pathname === '/embed/player' || EMBED_ITEM.test(pathname);

/**
 * Helmet's headers, with two station-specific choices: websockets only to this host, and
 * HSTS only over HTTPS (a browser told to insist on HTTPS by a plain-HTTP station on a LAN
 * would lock itself out).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Stripe's Payment Element (only when the station takes real gifts through Stripe): its script,
  // frames and API, as Stripe documents for a Content Security Policy.
  const stripe = config.payments.stripe
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", (req) => ownSockets(req as IncomingMessage), ...stripe.connect],
        fontSrc: ["'self'", 'data:'],
        // Stripe's frames when Stripe is configured; an Owncast server (OWNCAST_URL) plays the video on /live in a frame.
        frameSrc: ["'self'", ...stripe.frame, ...(config.owncastUrl ? [new URL(config.owncastUrl).origin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  // The embeddable players (the radio's, an episode's, a video's) may be framed by any site; every
  // other page only by the station's own.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!framable(request.url.split('?')[0] ?? '')) return payload;
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
    return payload;
  });
  const servedOverHttps = config.publicUrl?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    }
  });
}
