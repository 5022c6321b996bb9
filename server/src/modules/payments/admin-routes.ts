import type { z } from 'zod';
import type { adminGiftsQuery } from '@selah/contracts/payments';
import { paymentsAdminApi as api } from '@selah/contracts/payments-admin-endpoints';
import { toCsv } from '../../platform/http/csv.ts';
import { route } from '../../platform/http/route.ts';
import type { ModuleRoutes } from '../../platform/module.ts';
import { requireUser } from '../accounts/index.ts';
import type { PaymentsService } from './payments.service.ts';
import type { GiftRow } from './gifts.repo.ts';
import type { GiftFilter } from './ledger.repo.ts';

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
  route(app, api.createFundDrive, async (request) => service.createDrive(await requireUser(request), request.body));
  route(app, api.setDriveMatch, async (request) =>
    service.setDriveMatch(await requireUser(request), request.params.id, request.body.matchCents),
  );
  route(app, api.gifts, async (request) => ({ gifts: await service.listGifts(filterOf(request.query)) }));
  route(app, api.giftsCsv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="gifts.csv"')
      .send(giftsCsv(await service.listGifts({ ...filterOf(request.query), limit: 100_000 }))),
  );
  route(app, api.totals, async (request) => ({
    totals: await service.totals(request.query.year ?? app.clock.now().getUTCFullYear()),
  }));
  route(app, api.recurring, async () => ({ donors: await service.recurring() }));
  route(app, api.refund, async (request) => service.refund(request.params.id, request.body?.amount, await requireUser(request)));

  // The console's part of giving: the Stripe keys (secrets never answered), receipts and funds.
  const { station } = service;
  route(app, api.stripe, () => station.stripeView());
  route(app, api.saveStripe, async (request) => station.saveStripe(request.body, await requireUser(request)));
  route(app, api.clearStripe, async (request) => station.clearStripe(await requireUser(request)));
  route(app, api.receipts, () => station.receipts());
  route(app, api.saveReceipts, async (request) => station.saveReceipts(request.body, await requireUser(request)));
  route(app, api.funds, async () => ({ funds: await station.funds() }));
  route(app, api.addFund, async (request) => station.addFund(request.body.name, await requireUser(request)));
  route(app, api.changeFund, async (request) => station.changeFund(request.params.id, request.body, await requireUser(request)));
  route(app, api.removeFund, async (request) => {
    await station.removeFund(request.params.id, await requireUser(request));
  });
};
