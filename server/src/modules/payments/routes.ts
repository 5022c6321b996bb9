import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../platform/http/locale.ts';
import { pathOf } from '@selah/contracts/endpoint';
import { paymentMessages } from '@selah/contracts/payments';
import { paymentsApi as api } from '@selah/contracts/payments-endpoints';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { memberOrAddress, optionalUser, requireRole, requireUser } from '../accounts/index.ts';
import { refuseCardData } from './card-guard.ts';
import type { PaymentsService } from './payments.service.ts';
import { StripeProcessor } from './processor.ts';
import { GIVING_CHANNEL, RECEIPT_TOKEN_MS } from './payments.context.ts';
import { testCardRoutes } from './test-card-page.ts';

const signedIn = { onRequest: async (request: FastifyRequest) => void (await requireUser(request)) };
const me = async (request: FastifyRequest) => (await requireUser(request)).id;

const RECEIPT_COOKIE = 'selah_receipt';
const headerValue = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '10 minutes',
    keyGenerator: memberOrAddress,
  },
});

export const paymentsRoutes: ModuleRoutes<PaymentsService> = async (app, { service }) => {
  // Card data is refused on every giving route, before validation (and so before anything could keep it).
  app.addHook('preValidation', refuseCardData);

  route(app, api.currentFundDrive, () => service.currentDrive());
  route(app, api.config, () => service.config());
  // The fund drive's progress as gifts arrive (and "gifts changed" for the studio's thanks list).
  // A WebSocket upgrade, not an HTTP endpoint: it stays a plain route.
  app.get('/ws/giving', { websocket: true }, async (socket) => {
    app.push.attach(socket, GIVING_CHANNEL);
    const drive = await service.currentDrive().catch(() => null);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'fund_drive', drive }));
  });

  // Thanks on air, in the studio (broadcasters and admins): only the gifts whose donors allowed it.
  const studio = { onRequest: async (request: FastifyRequest) => void (await requireRole(request, 'broadcaster', 'admin')) };
  route(app, api.onAirThanks, studio, () => service.onAirThanks());
  route(app, api.markThanked, { ...studio, config: limit(300) }, async (request) => {
    await service.markThanked(request.params.id);
  });

  route(app, api.createIntent, { config: limit(20) }, async (request, reply) => {
    const user = await optionalUser(request);
    const intent = await service.createIntent(request.body, user?.id ?? null, requestLocale(request));
    // Only this browser may read the gift's receipt (name, email, card's last four): a signed
    // token in a cookie scoped to this intent's URLs, which the thank-you page sends by itself.
    const secure = app.config.publicUrl?.startsWith('https:') || request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${RECEIPT_COOKIE}=${service.receiptToken(intent.id)}; Path=${pathOf(api.getIntent, { id: intent.id })}; Max-Age=${RECEIPT_TOKEN_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    );
    return intent;
  });
  route(app, api.getIntent, (request) => service.intent(request.params.id));
  /** The member signed in, and the checkout's token the donor's browser sends back. */
  const reader = async (request: FastifyRequest) => ({
    userId: (await optionalUser(request).catch(() => null))?.id ?? null,
    token: cookieValue(request.headers.cookie, RECEIPT_COOKIE) ?? headerValue(request.headers['x-receipt-token']),
  });
  route(app, api.receipt, async (request) => service.receiptOfIntent(request.params.id, await reader(request)));
  route(app, api.confirmIntent, { config: limit(20) }, async (request) =>
    service.confirmTest(request.params.id, request.body, await reader(request)),
  );

  // A member's giving.
  route(app, api.myGiving, signedIn, async (request) => service.myGiving(await me(request)));
  route(app, api.changeMyPlan, { ...signedIn, config: limit(30) }, async (request) =>
    service.changeMyPlan(await me(request), request.params.id, request.body),
  );
  route(app, api.myStatement, signedIn, async (request, reply) => {
    const pdf = await service.myStatement(await me(request), request.query.year);
    return sendPdf(reply, pdf, request.query.year);
  });

  // A visitor's giving, through the link in their receipt.
  route(app, api.manage, { config: limit(60) }, (request) => service.manageView(request.query.token));
  route(app, api.manageChangePlan, { config: limit(30) }, (request) =>
    service.manageChangePlan(request.query.token, request.params.id, request.body),
  );
  route(app, api.manageStatement, { config: limit(30) }, async (request, reply) =>
    sendPdf(reply, await service.manageStatement(request.query.token, request.query.year), request.query.year),
  );

  // The processor can change in the console: both are registered, and each answers only while it is the one in use.
  await app.register(testCardRoutes, { testMode: async () => (await service.processors.current()).kind === 'test' });
  await app.register(stripeWebhookRoute, { service });
};

function sendPdf(reply: FastifyReply, pdf: Buffer, year: number) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="giving-statement-${year}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Stripe's webhooks: the raw body is verified with the signing secret, then applied once. */
const stripeWebhookRoute: ModuleRoutes<PaymentsService> = async (app, { service }) => {
  // Only in this plugin: the body stays the bytes Stripe signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  route(app, api.stripeWebhook, { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
      throw badRequest(paymentMessages.badSignature, undefined, 'bad_signature');
    const stripe = await service.processors.current();
    if (!(stripe instanceof StripeProcessor)) throw notFound();
    let event;
    try {
      event = stripe.verify(request.body, signature);
    } catch {
      throw new HttpError(400, paymentMessages.badSignature, 'bad_signature');
    }
    return { received: true as const, ...(await service.stripeEvent(event)) };
  });
};
