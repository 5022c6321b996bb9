import { defineModule } from '../../platform/module.ts';
import { forgetGivingMember, givingDataOf } from './member-data.repo.ts';
import { publicAddress } from '../../platform/public-address.ts';
import { createSigner } from '../../platform/signed-token.ts';
import { loadSecretKey } from '../../platform/settings/secret-box.ts';
import { paymentsAdminRoutes } from './admin-routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createProcessors } from './processors.ts';
import { paymentsRoutes } from './routes.ts';

export type { PaymentsService } from './payments.service.ts';
export { coverFee, nextCharge, nextMonth } from './payments.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payments: PaymentsService;
  }
}

/**
 * Giving: one-time and monthly gifts to the station's funds through one processor interface
 * (the test processor by default, Stripe when its keys are set), receipts, the donor's own
 * giving and year-end statements, and the station's reports. No card data reaches Selah.
 */
export const paymentsModule = defineModule<PaymentsService>({
  name: 'payments',
  service: (ctx) => {
    const members = ctx.use('accounts').members;
    const site = ctx.use('site');
    return createPaymentsService({
      db: ctx.db,
      clock: ctx.clock,
      mailer: ctx.mailer,
      jobs: ctx.jobs,
      log: ctx.log,
      config: ctx.config,
      processors: createProcessors(ctx.config.payments, ctx.settings),
      settings: ctx.settings,
      mailStatus: () => ctx.mailer.status(),
      audit: ctx.audit,
      contact: async (id) => (await members.contactsByIds([id])).get(id) ?? null,
      stationName: async () => (await site.station().catch(() => null))?.name ?? 'the station',
      zone: ctx.time.zone,
      address: () => publicAddress(ctx.config, ctx.settings),
      push: ctx.push,
      receiptTokens: createSigner(loadSecretKey(ctx.config.secretKey, ctx.config.dataDir), 'payments.receipt'),
    });
  },
  routes: paymentsRoutes,
  adminRoutes: paymentsAdminRoutes,
  checklist: async (service) => {
    const processor = await service.processors.current();
    return [
      {
        id: 'payments',
        done: !processor.testMode,
        title: processor.testMode ? 'Payments are in test mode' : 'Giving takes real gifts',
        detail: !processor.testMode
          ? 'Gifts go through Stripe in live mode.'
          : processor.kind === 'stripe'
            ? 'Gifts go through Stripe with test keys and no money moves. Enter the live keys to receive real gifts.'
            : 'Gifts go through the test processor and no money moves. Enter the Stripe keys to receive real gifts.',
        href: '/admin/delivery#payments',
        action: 'Set up payments',
      },
    ];
  },
  start: (service) => service.start(),
  // The member's part of their data export and of their account's deletion (decision 021).
  memberData: { export: (_s, userId, db) => givingDataOf(db, userId), forget: (_s, userId, tx) => forgetGivingMember(tx, userId) },
});
