import type { Jobs } from '../../platform/jobs/scheduler.ts';
import { createBankService } from './bank.service.ts';
import { createGiftsService } from './gifts.service.ts';
import { createOnAirService } from './on-air.service.ts';
import { createTestConfirmService } from './test-confirm.service.ts';
import { createFundDrivesService } from './fund-drives.service.ts';
import { BANK_SETTLE_JOB, createPaymentsContext, RENEW_JOB, YEAR_END_JOB, type PaymentsDeps } from './payments.context.ts';
import { createPlansService } from './plans.service.ts';
import { createReportsService } from './reports.service.ts';
import { createStatementsService } from './statements.service.ts';
import { createStationSettingsService } from './station-settings.service.ts';
import { createStripeEventsService } from './stripe-events.service.ts';

export { BANK_SETTLE_JOB, coverFee, GIVING_CHANNEL, nextCharge, nextMonth, RENEW_JOB, YEAR_END_JOB } from './payments.context.ts';
export type { Donor, PaymentsDeps } from './payments.context.ts';

/** Giving as one service: checkout, Stripe's events, donors' plans and statements, and the station's reports. */
export function createPaymentsService(deps: PaymentsDeps) {
  const ctx = createPaymentsContext(deps);
  const bank = createBankService(ctx);
  const { renew, ...plans } = createPlansService(ctx, bank);
  const { yearEnd, ...statements } = createStatementsService(ctx);

  /** Renewals, the test bank's answers and January statements run on a scheduler (each instance registers them once). */
  function registerJobs(scheduler: Pick<Jobs, 'handle'>): void {
    scheduler.handle(RENEW_JOB, renew);
    scheduler.handle(BANK_SETTLE_JOB, bank.runTestSettlement);
    scheduler.handle(YEAR_END_JOB, yearEnd);
  }
  registerJobs(deps.jobs);

  return {
    processors: deps.processors,
    registerJobs,
    ...createGiftsService(ctx),
    ...createTestConfirmService(ctx, bank),
    ...createStripeEventsService(ctx, bank),
    ...createOnAirService(ctx),
    ...plans,
    ...statements,
    ...createReportsService(ctx),
    ...createFundDrivesService(ctx),
    /** The console's Stripe keys, receipts and funds. */
    station: createStationSettingsService(ctx),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
