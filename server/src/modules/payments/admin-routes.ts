import { z } from 'zod';
import { errorResponse } from '@selah/contracts/common';
import {
  createFundDriveRequest,
  fundDrive,
  fundDriveParams,
  setMatchRequest,
  adminGiftsQuery,
  gift,
  paymentMessages,
  recurringDonor,
  refundRequest,
  totalsQuery,
  totalsResponse,
} from '@selah/contracts/payments';
import {
  adminFund,
  adminFundList,
  fundCreate,
  fundParams,
  fundUpdate,
  receiptSettings,
  receiptSettingsResponse,
  stripeSettingsRequest,
  stripeSettingsResponse,
} from '@selah/contracts/admin-delivery';
import { toCsv } from '../../platform/http/csv.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { PaymentsService } from './payments.service.ts';
import type { GiftRow } from './gifts.repo.ts';
import type { GiftFilter } from './ledger.repo.ts';

const adminErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
};
const idParams = z.object({ id: z.uuid(paymentMessages.giftNotFound) });

function filterOf(q: z.output<typeof adminGiftsQuery>): GiftFilter {
  return {
    fundId: q.fundId,
    status: q.status,
    frequency: q.frequency,
    email: q.email,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined,
    limit: q.limit,
  };
}

export function giftsCsv(gifts: GiftRow[]): string {
  const head = [
    'receipt',
    'paid_at',
    'donor_name',
    'donor_email',
    'fund',
    'frequency',
    'amount',
    'fee',
    'total',
    'refunded',
    'status',
    'processor',
    'card',
  ];
  const rows = gifts.map((g) => [
    g.receiptNumber,
    g.paidAt,
    g.donorName,
    g.donorEmail,
    g.fundName,
    g.frequency,
    (g.amountCents / 100).toFixed(2),
    (g.feeCents / 100).toFixed(2),
    (g.totalCents / 100).toFixed(2),
    (g.refundedCents / 100).toFixed(2),
    g.status,
    g.processor,
    g.cardBrand ? `${g.cardBrand} ${g.cardLast4}` : '',
  ]);
  return toCsv(head, rows);
}

/** The station's giving: gifts with filters, totals per fund and month, recurring donors, refunds, CSV. */
export const paymentsAdminRoutes: ModuleRoutes<PaymentsService> = async (app, { service }) => {
  app.post(
    '/fund-drives',
    { schema: { body: createFundDriveRequest, response: { 201: fundDrive, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await service.createDrive(await requireUser(request), request.body)),
  );
  app.put(
    '/fund-drives/:id/match',
    { schema: { params: fundDriveParams, body: setMatchRequest, response: { 200: fundDrive, ...adminErrors } } },
    async (request) => service.setDriveMatch(await requireUser(request), request.params.id, request.body.matchCents),
  );
  app.get(
    '/payments/gifts',
    { schema: { querystring: adminGiftsQuery, response: { 200: z.object({ gifts: z.array(gift) }), ...adminErrors } } },
    async (request) => ({
      gifts: await service.listGifts(filterOf(request.query)),
    }),
  );
  app.get('/payments/gifts.csv', { schema: { querystring: adminGiftsQuery } }, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="gifts.csv"')
      .send(giftsCsv(await service.listGifts({ ...filterOf(request.query), limit: 100_000 }))),
  );
  app.get(
    '/payments/totals',
    { schema: { querystring: totalsQuery, response: { 200: totalsResponse, ...adminErrors } } },
    async (request) => ({
      totals: await service.totals(request.query.year ?? app.clock.now().getUTCFullYear()),
    }),
  );
  app.get(
    '/payments/recurring',
    { schema: { response: { 200: z.object({ donors: z.array(recurringDonor) }), ...adminErrors } } },
    async () => ({
      donors: await service.recurring(),
    }),
  );
  app.post(
    '/payments/gifts/:id/refund',
    { schema: { params: idParams, body: refundRequest.nullish(), response: { 200: gift, ...adminErrors } } },
    async (request) => service.refund(request.params.id, request.body?.amount, await requireUser(request)),
  );

  // The console's part of giving: the Stripe keys (secrets never answered), receipts and funds.
  const { station } = service;
  app.get('/payments/stripe', { schema: { response: { 200: stripeSettingsResponse, ...adminErrors } } }, () => station.stripeView());
  app.put(
    '/payments/stripe',
    { schema: { body: stripeSettingsRequest, response: { 200: stripeSettingsResponse, ...adminErrors } } },
    async (request) => station.saveStripe(request.body, await requireUser(request)),
  );
  app.delete('/payments/stripe', { schema: { response: { 200: stripeSettingsResponse, ...adminErrors } } }, async (request) =>
    station.clearStripe(await requireUser(request)),
  );
  app.get('/payments/receipts', { schema: { response: { 200: receiptSettingsResponse, ...adminErrors } } }, () => station.receipts());
  app.put(
    '/payments/receipts',
    { schema: { body: receiptSettings, response: { 200: receiptSettingsResponse, ...adminErrors } } },
    async (request) => station.saveReceipts(request.body, await requireUser(request)),
  );
  app.get('/payments/funds', { schema: { response: { 200: adminFundList, ...adminErrors } } }, async () => ({
    funds: await station.funds(),
  }));
  app.post('/payments/funds', { schema: { body: fundCreate, response: { 201: adminFund, ...adminErrors } } }, async (request, reply) =>
    reply.status(201).send(await station.addFund(request.body.name, await requireUser(request))),
  );
  app.patch(
    '/payments/funds/:id',
    { schema: { params: fundParams, body: fundUpdate, response: { 200: adminFund, ...adminErrors } } },
    async (request) => station.changeFund(request.params.id, request.body, await requireUser(request)),
  );
  app.delete(
    '/payments/funds/:id',
    { schema: { params: fundParams, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await station.removeFund(request.params.id, await requireUser(request));
      return reply.status(204).send(null);
    },
  );
};
