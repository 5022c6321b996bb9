import type { Jobs } from '../../platform/jobs/scheduler.ts';
import { createGiftsService } from './gifts.service.ts';
import { createFundDrivesService } from './fund-drives.service.ts';
import { createPaymentsContext, RENEW_JOB, YEAR_END_JOB, type PaymentsDeps } from './payments.context.ts';
import { createPlansService } from './plans.service.ts';
import { createReportsService } from './reports.service.ts';
import { createStatementsService } from './statements.service.ts';
import { createStationSettingsService } from './station-settings.service.ts';
import { createStripeEventsService } from './stripe-events.service.ts';

export { coverFee, nextMonth, RENEW_JOB, YEAR_END_JOB } from './payments.context.ts';
export type { Donor, PaymentsDeps } from './payments.context.ts';

/** Giving as one service: checkout, Stripe's events, donors' plans and statements, and the station's reports. */
export function createPaymentsService(deps: PaymentsDeps) {
  const ctx = createPaymentsContext(deps);
  const { renew, ...plans } = createPlansService(ctx);
  const { yearEnd, ...statements } = createStatementsService(ctx);

  /** Renewals and January statements run on a scheduler (each instance registers them once). */
  function registerJobs(scheduler: Pick<Jobs, 'handle'>): void {
    scheduler.handle(RENEW_JOB, renew);
    scheduler.handle(YEAR_END_JOB, yearEnd);
  }
  registerJobs(deps.jobs);

  return {
    processors: deps.processors,
    registerJobs,
    ...createGiftsService(ctx),
    ...createStripeEventsService(ctx),
    ...plans,
    ...statements,
    ...createReportsService(ctx),
    ...createFundDrivesService(ctx),
    /** The console's Stripe keys, receipts and funds. */
    station: createStationSettingsService(ctx),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
