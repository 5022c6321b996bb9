import { paymentMessages, type UpdatePlanRequest } from '@selah/contracts/payments';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { giftsOfDonor } from './gifts.repo.ts';
import type { BankService } from './bank.service.ts';
import { coverFee, nextCharge, RENEW_JOB, type PaymentsContext } from './payments.context.ts';
import { advancePlan, findPlan, plansOfDonor, updatePlan, type PlanRow } from './plans.repo.ts';
import { StripeProcessor } from './processor.ts';

export function planView(p: PlanRow) {
  return {
    id: p.id,
    fundId: p.fundId,
    fundName: p.fundName,
    amountCents: p.amountCents,
    feeCents: p.feeCents,
    frequency: p.frequency,
    status: p.status,
    processor: p.processor,
    nextChargeAt: p.nextChargeAt,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    donorEmail: p.donorEmail,
    donorName: p.donorName,
  };
}

/** Recurring plans (weekly to yearly): the test processor's renewals, and a donor's giving and plan changes (as a member or by manage link). */
export function createPlansService(ctx: PaymentsContext, bank: BankService) {
  const { db, clock, jobs, log, config, processors } = ctx.deps;
  const { processor: current, fund, donorOf, emailOfToken, recordGift, scheduleRenewal } = ctx;

  /** A recurring test-processor gift's renewal: charged once per due date, whichever instance runs it (a bank plan's debit then clears days later). */
  async function renew(payload: unknown): Promise<void> {
    const { planId, due: dueIso } = payload as { planId: string; due: string };
    const plan = await findPlan(db, planId);
    const due = new Date(dueIso);
    if (!plan || plan.status !== 'active' || plan.processor !== 'test' || plan.nextChargeAt?.getTime() !== due.getTime()) return;
    const outcome = processors.test.charge(plan.paymentToken ?? '');
    const next = nextCharge(due, plan.frequency);
    if (outcome.status === 'succeeded' || outcome.status === 'processing') {
      const gift = await recordGift({
        intentId: null,
        planId: plan.id,
        processor: 'test',
        processorRef: `renewal:${plan.id}:${dueIso}`,
        userId: plan.userId,
        donorName: plan.donorName,
        donorEmail: plan.donorEmail,
        donorMessage: '',
        fundId: plan.fundId,
        frequency: plan.frequency,
        amountCents: plan.amountCents,
        feeCents: plan.feeCents,
        currency: plan.currency,
        cardBrand: plan.cardBrand,
        cardLast4: plan.cardLast4,
        paidAt: clock.now(),
        status: outcome.status === 'processing' ? 'processing' : 'paid',
        paymentMethod: plan.paymentMethod,
      });
      if (outcome.status === 'processing' && gift.status === 'processing') await bank.scheduleTestSettlement(gift, outcome.settles);
    } else {
      log.warn(`Recurring gift ${plan.id} was declined on ${dueIso}.`);
    }
    if (await advancePlan(db, plan.id, due, next, clock.now())) await scheduleRenewal(plan, next);
  }

  async function givingOf(who: { userId: string | null; email: string }) {
    const gifts = await giftsOfDonor(db, who);
    const plans = await plansOfDonor(db, who);
    const thisYear = clock.now().getUTCFullYear();
    const years = [...new Set(gifts.map((g) => g.paidAt.getUTCFullYear()))].sort((a, b) => b - a);
    const totalThisYearCents = gifts
      .filter((g) => g.paidAt.getUTCFullYear() === thisYear && g.status !== 'processing' && g.status !== 'failed')
      .reduce((s, g) => s + g.amountCents + g.feeCents - g.refundedCents, 0);
    return { gifts, plans: plans.map(planView), years, totalThisYearCents };
  }

  async function changePlan(who: { userId: string | null; email: string }, planId: string, req: UpdatePlanRequest) {
    const plan = await findPlan(db, planId);
    const owns = plan && ((who.userId && plan.userId === who.userId) || plan.donorEmail.toLowerCase() === who.email.toLowerCase());
    if (!plan || !owns || plan.status === 'incomplete') throw notFound(paymentMessages.planNotFound);
    if (plan.status === 'canceled') throw conflict(paymentMessages.planCanceled);
    const now = clock.now();
    const processor = plan.processor === 'stripe' ? await current() : null;
    const stripe = processor instanceof StripeProcessor ? processor : null;
    switch (req.action) {
      case 'pause':
        if (stripe && plan.processorRef) await stripe.pause(plan.processorRef, true);
        await updatePlan(db, plan.id, { status: 'paused', now });
        if (plan.nextChargeAt) await jobs.cancel(RENEW_JOB, `${plan.id}:${plan.nextChargeAt.toISOString()}`);
        break;
      case 'resume': {
        if (stripe && plan.processorRef) await stripe.pause(plan.processorRef, false);
        let next = plan.nextChargeAt ?? nextCharge(now, plan.frequency);
        while (next <= now) next = nextCharge(next, plan.frequency);
        await updatePlan(db, plan.id, { status: 'active', nextChargeAt: next, now });
        if (!stripe) await scheduleRenewal(plan, next);
        break;
      }
      case 'cancel':
        if (stripe && plan.processorRef) await stripe.cancel(plan.processorRef);
        await updatePlan(db, plan.id, { status: 'canceled', nextChargeAt: null, now });
        if (plan.nextChargeAt) await jobs.cancel(RENEW_JOB, `${plan.id}:${plan.nextChargeAt.toISOString()}`);
        break;
      case 'change': {
        if (stripe) throw conflict(paymentMessages.stripeChange);
        const amount = req.amount ?? plan.amountCents;
        if (req.fundId) await fund(req.fundId);
        // A covered fee follows the new amount.
        const fee = plan.feeCents > 0 ? coverFee(amount, config.payments.feePercent, config.payments.feeFixedCents) : 0;
        await updatePlan(db, plan.id, { amountCents: amount, feeCents: fee, fundId: req.fundId, now });
        break;
      }
    }
    return planView((await findPlan(db, plan.id))!);
  }

  return {
    renew,
    myGiving: async (userId: string) => {
      const me = await donorOf(userId, '', '');
      return givingOf({ userId, email: me.email });
    },
    changeMyPlan: async (userId: string, planId: string, req: UpdatePlanRequest) => {
      const me = await donorOf(userId, '', '');
      return changePlan({ userId, email: me.email }, planId, req);
    },
    manageView: async (token: string) => givingOf({ userId: null, email: await emailOfToken(token) }),
    manageChangePlan: async (token: string, planId: string, req: UpdatePlanRequest) =>
      changePlan({ userId: null, email: await emailOfToken(token) }, planId, req),
  };
}
