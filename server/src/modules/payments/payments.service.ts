import crypto from 'node:crypto';
import type Stripe from 'stripe';
import {
  paymentMessages,
  type ConfirmRequest,
  type IntentResponse,
  type PaymentsConfigResponse,
  type UpdatePlanRequest,
  donationPresets,
} from '@selah/contracts/payments';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/scheduler.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { Log } from '../../platform/module.ts';
import { readGivingContent, receiptText, statementPdf, type GivingContent } from './documents.ts';
import * as repo from './payments.repo.ts';
import { StripeProcessor, TestProcessor } from './processor.ts';

export const RENEW_JOB = 'payments.renew';
export const YEAR_END_JOB = 'payments.year-end';
const MANAGE_LINK_DAYS = 400;

/** The fee a donor adds to cover the processor's: the gross-up so the station keeps the whole gift. */
export function coverFee(amountCents: number, percent: number, fixedCents: number): number {
  if (percent === 0 && fixedCents === 0) return 0;
  return Math.ceil((amountCents + fixedCents) / (1 - percent / 100)) - amountCents;
}

/** One month later, on the same day where the month has it (Jan 31 → Feb 28). */
export function nextMonth(d: Date): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export interface Donor {
  userId: string | null;
  email: string;
  name: string;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: Jobs;
  log: Log;
  config: Config;
  processor: TestProcessor | StripeProcessor;
  /** A member's email and name (accounts). */
  contact(userId: string): Promise<{ email: string; displayName: string } | null>;
  stationName(): Promise<string>;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, mailer, jobs, log, config, processor } = deps;
  const zone = config.stationTimezone;
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  let content: Promise<GivingContent> | null = null;
  const giving = () => (content ??= deps.stationName().then((name) => readGivingContent(config.paths.content, name)));

  async function fund(id: string) {
    const f = (await repo.listFunds(db)).find((x) => x.id === id);
    if (!f) throw badRequest(paymentMessages.fundUnknown, { fundId: paymentMessages.fundUnknown });
    return f;
  }

  function intentView(i: repo.IntentRow, giftId: string | null, clientSecret: string | null = null): IntentResponse {
    return {
      id: i.id,
      processor: i.processor,
      amountCents: i.amountCents,
      feeCents: i.feeCents,
      totalCents: i.amountCents + i.feeCents,
      currency: 'usd',
      fundId: i.fundId,
      frequency: i.frequency,
      status: i.status,
      clientSecret,
      cardFormUrl: i.processor === 'test' ? `/pay/test/card?intent=${i.id}` : null,
      giftId,
    };
  }

  async function receiptOf(gift: repo.GiftRow) {
    const c = await giving();
    return {
      ...gift,
      legalName: c.legalName,
      taxId: c.taxId,
      taxStatus: c.taxStatus,
      noGoods: paymentMessages.noGoods,
      testMode: processor.testMode,
    };
  }

  /** A fresh manage link for a visitor (members manage from their profile). */
  async function manageLink(email: string): Promise<string> {
    const token = crypto.randomBytes(24).toString('base64url');
    const now = clock.now();
    await repo.insertManageToken(db, sha256(token), email.toLowerCase(), now, new Date(now.getTime() + MANAGE_LINK_DAYS * 86_400_000));
    return `${baseUrl}/donate/manage?token=${token}`;
  }

  async function sendReceipt(gift: repo.GiftRow): Promise<void> {
    const manageUrl = gift.userId ? `${baseUrl}/profile` : await manageLink(gift.donorEmail);
    const mail = receiptText(gift, await giving(), {
      zone,
      testMode: processor.testMode,
      manageUrl,
      stationName: await deps.stationName(),
    });
    await mailer.send({ to: gift.donorEmail, ...mail });
  }

  /** Records a paid gift once; the receipt goes out only the first time. */
  async function recordGift(g: repo.NewGift): Promise<repo.GiftRow> {
    const gift = await repo.insertGift(db, g);
    if (!gift) return (await repo.findGiftByRef(db, g.processorRef))!;
    await sendReceipt(gift).catch((err: unknown) => log.warn(`Receipt ${gift.receiptNumber} could not be sent: ${String(err)}`));
    return gift;
  }

  async function scheduleRenewal(plan: { id: string }, due: Date): Promise<void> {
    await jobs.schedule(RENEW_JOB, {
      key: `${plan.id}:${due.toISOString()}`,
      runAt: due,
      payload: { planId: plan.id, due: due.toISOString() },
    });
  }

  /** A monthly test-processor gift's renewal: charged once per due date, whichever instance runs it. */
  async function renew(payload: unknown): Promise<void> {
    const { planId, due: dueIso } = payload as { planId: string; due: string };
    const plan = await repo.findPlan(db, planId);
    const due = new Date(dueIso);
    if (!plan || plan.status !== 'active' || plan.processor !== 'test' || plan.nextChargeAt?.getTime() !== due.getTime()) return;
    const outcome = (processor as TestProcessor).charge(plan.paymentToken ?? '');
    const next = nextMonth(due);
    if (outcome.status === 'succeeded') {
      await recordGift({
        intentId: null,
        planId: plan.id,
        processor: 'test',
        processorRef: `renewal:${plan.id}:${dueIso}`,
        userId: plan.userId,
        donorName: plan.donorName,
        donorEmail: plan.donorEmail,
        donorMessage: '',
        fundId: plan.fundId,
        frequency: 'monthly',
        amountCents: plan.amountCents,
        feeCents: plan.feeCents,
        currency: plan.currency,
        cardBrand: plan.cardBrand,
        cardLast4: plan.cardLast4,
        paidAt: clock.now(),
      });
    } else {
      log.warn(`Monthly gift ${plan.id} was declined on ${dueIso}.`);
    }
    if (await repo.advancePlan(db, plan.id, due, next, clock.now())) await scheduleRenewal(plan, next);
  }

  /** The next January 2nd, 15:00 UTC (morning in the Americas): statements for the year before. */
  function nextYearEnd(now: Date): Date {
    return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 2, 15));
  }

  async function statementFor(who: { userId: string | null; email: string; name: string }, year: number): Promise<Buffer> {
    const gifts = await repo.giftsOfDonorInYear(db, who, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
    return statementPdf(gifts, {
      year,
      donorName: who.name || gifts[0]?.donorName || '',
      donorEmail: who.email,
      content: await giving(),
      zone,
      testMode: processor.testMode,
    });
  }

  async function yearEnd(payload: unknown): Promise<void> {
    const { year } = payload as { year: number };
    const donors = await repo.donorsInRange(db, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
    const c = await giving();
    for (const d of donors) {
      const gifts = await repo.giftsOfDonorInYear(
        db,
        { userId: null, email: d.email },
        new Date(Date.UTC(year, 0, 1)),
        new Date(Date.UTC(year + 1, 0, 1)),
      );
      const total = gifts.reduce((s, g) => s + g.amountCents + g.feeCents - g.refundedCents, 0);
      const link = d.userId ? `${baseUrl}/profile` : await manageLink(d.email);
      await mailer.send({
        to: d.email,
        subject: `${processor.testMode ? '[TEST MODE] ' : ''}Your ${year} giving statement from ${c.legalName}`,
        text: [
          `Thank you for giving to ${c.legalName} in ${year}.`,
          '',
          `Gifts: ${gifts.length}`,
          `Total: $${(total / 100).toFixed(2)}`,
          `Tax ID (EIN): ${c.taxId}`,
          '',
          paymentMessages.noGoods,
          '',
          `Download your statement (PDF): ${link}`,
        ].join('\n'),
      });
    }
    await jobs.schedule(YEAR_END_JOB, {
      key: String(year + 1),
      runAt: nextYearEnd(new Date(Date.UTC(year + 1, 6, 1))),
      payload: { year: year + 1 },
    });
  }

  /** Renewals and January statements run on a scheduler (each instance registers them once). */
  function registerJobs(scheduler: Pick<Jobs, 'handle'>): void {
    scheduler.handle(RENEW_JOB, renew);
    scheduler.handle(YEAR_END_JOB, yearEnd);
  }
  registerJobs(jobs);

  async function donorOf(userId: string | null, email: string, name: string): Promise<Donor> {
    if (userId) {
      const contact = await deps.contact(userId);
      return { userId, email: email || contact?.email || '', name: name || contact?.displayName || '' };
    }
    return { userId: null, email, name };
  }

  function planView(p: repo.PlanRow) {
    return {
      id: p.id,
      fundId: p.fundId,
      fundName: p.fundName,
      amountCents: p.amountCents,
      feeCents: p.feeCents,
      status: p.status,
      processor: p.processor,
      nextChargeAt: p.nextChargeAt,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      donorEmail: p.donorEmail,
      donorName: p.donorName,
    };
  }

  async function givingOf(who: { userId: string | null; email: string }) {
    const gifts = await repo.giftsOfDonor(db, who);
    const plans = await repo.plansOfDonor(db, who);
    const thisYear = clock.now().getUTCFullYear();
    const years = [...new Set(gifts.map((g) => g.paidAt.getUTCFullYear()))].sort((a, b) => b - a);
    const totalThisYearCents = gifts
      .filter((g) => g.paidAt.getUTCFullYear() === thisYear)
      .reduce((s, g) => s + g.amountCents + g.feeCents - g.refundedCents, 0);
    return { gifts, plans: plans.map(planView), years, totalThisYearCents };
  }

  async function changePlan(who: { userId: string | null; email: string }, planId: string, req: UpdatePlanRequest) {
    const plan = await repo.findPlan(db, planId);
    const owns = plan && ((who.userId && plan.userId === who.userId) || plan.donorEmail.toLowerCase() === who.email.toLowerCase());
    if (!plan || !owns || plan.status === 'incomplete') throw notFound(paymentMessages.planNotFound);
    if (plan.status === 'canceled') throw conflict(paymentMessages.planCanceled);
    const now = clock.now();
    const stripe = processor instanceof StripeProcessor && plan.processor === 'stripe' ? processor : null;
    switch (req.action) {
      case 'pause':
        if (stripe && plan.processorRef) await stripe.pause(plan.processorRef, true);
        await repo.updatePlan(db, plan.id, { status: 'paused', now });
        if (plan.nextChargeAt) await jobs.cancel(RENEW_JOB, `${plan.id}:${plan.nextChargeAt.toISOString()}`);
        break;
      case 'resume': {
        if (stripe && plan.processorRef) await stripe.pause(plan.processorRef, false);
        let next = plan.nextChargeAt ?? nextMonth(now);
        while (next <= now) next = nextMonth(next);
        await repo.updatePlan(db, plan.id, { status: 'active', nextChargeAt: next, now });
        if (!stripe) await scheduleRenewal(plan, next);
        break;
      }
      case 'cancel':
        if (stripe && plan.processorRef) await stripe.cancel(plan.processorRef);
        await repo.updatePlan(db, plan.id, { status: 'canceled', nextChargeAt: null, now });
        if (plan.nextChargeAt) await jobs.cancel(RENEW_JOB, `${plan.id}:${plan.nextChargeAt.toISOString()}`);
        break;
      case 'change': {
        if (stripe) throw conflict(paymentMessages.stripeChange);
        const amount = req.amount ?? plan.amountCents;
        if (req.fundId) await fund(req.fundId);
        // A covered fee follows the new amount.
        const fee = plan.feeCents > 0 ? coverFee(amount, config.payments.feePercent, config.payments.feeFixedCents) : 0;
        await repo.updatePlan(db, plan.id, { amountCents: amount, feeCents: fee, fundId: req.fundId, now });
        break;
      }
    }
    return planView((await repo.findPlan(db, plan.id))!);
  }

  async function emailOfToken(token: string): Promise<string> {
    const email = await repo.findManageToken(db, sha256(token), clock.now());
    if (!email) throw new HttpError(404, paymentMessages.manageLinkInvalid, 'invalid_link');
    return email;
  }

  return {
    processor,
    registerJobs,
    async config(): Promise<PaymentsConfigResponse> {
      return {
        processor: processor.kind,
        testMode: processor.testMode,
        publishableKey: processor.publishableKey,
        presets: [...donationPresets],
        funds: await repo.listFunds(db),
        fee: { percent: config.payments.feePercent, fixedCents: config.payments.feeFixedCents },
      };
    },

    /** POST /api/payments/intent: what the donor chose; the processor's card form does the rest. */
    async createIntent(
      input: {
        amount: number;
        donorInfo: { name: string; email: string; message: string };
        fundId: string;
        frequency: 'once' | 'monthly';
        coverFee: boolean;
      },
      userId: string | null,
    ): Promise<IntentResponse> {
      const f = await fund(input.fundId);
      const donor = await donorOf(userId, input.donorInfo.email, input.donorInfo.name);
      if (!donor.email) throw badRequest(paymentMessages.emailRequired, { 'donorInfo.email': paymentMessages.emailRequired });
      const feeCents = input.coverFee ? coverFee(input.amount, config.payments.feePercent, config.payments.feeFixedCents) : 0;
      const intent = await repo.insertIntent(db, {
        processor: processor.kind,
        userId,
        donorName: donor.name,
        donorEmail: donor.email,
        donorMessage: input.donorInfo.message,
        fundId: f.id,
        frequency: input.frequency,
        amountCents: input.amount,
        feeCents,
        currency: 'usd',
        now: clock.now(),
      });
      const collecting = await processor
        .begin({
          intentId: intent.id,
          totalCents: input.amount + feeCents,
          currency: 'usd',
          email: donor.email,
          name: donor.name,
          description: `${input.frequency === 'monthly' ? 'Monthly gift' : 'Gift'} to ${await deps.stationName()}: ${f.name}`,
          monthly: input.frequency === 'monthly',
        })
        .catch(async (err: unknown) => {
          log.warn(`The card provider refused a checkout: ${err instanceof Error ? err.message : String(err)}`);
          await repo.settleIntent(db, intent.id, 'failed', 'provider_error', clock.now());
          throw new HttpError(502, paymentMessages.providerUnavailable, 'provider_unavailable');
        });
      await repo.setIntentRef(db, intent.id, collecting.ref, clock.now());
      return intentView(intent, null, collecting.clientSecret);
    },

    async intent(id: string): Promise<IntentResponse> {
      const intent = await repo.findIntent(db, id);
      if (!intent) throw notFound(paymentMessages.intentNotFound);
      const gift = await repo.findGiftByIntent(db, id);
      return intentView(intent, gift?.id ?? null);
    },

    /** The receipt of an intent's gift (the id is the thank-you page's capability). */
    async receiptOfIntent(id: string) {
      const gift = await repo.findGiftByIntent(db, id);
      if (!gift) throw notFound(paymentMessages.giftNotFound);
      return receiptOf(gift);
    },

    /** The test processor's token charged; a decline is a 402 and the intent is spent. */
    async confirmTest(id: string, card: ConfirmRequest) {
      const intent = await repo.findIntent(db, id);
      if (!intent) throw notFound(paymentMessages.intentNotFound);
      if (intent.processor !== 'test' || !(processor instanceof TestProcessor)) throw conflict(paymentMessages.wrongProcessor);
      if (intent.status === 'succeeded') throw conflict(paymentMessages.intentDone, 'already_paid');
      if (intent.status === 'failed') throw conflict(paymentMessages.intentFailedAlready, 'intent_failed');
      const outcome = processor.charge(card.token);
      if (outcome.status !== 'succeeded') {
        const message = outcome.status === 'declined' ? paymentMessages.declined : paymentMessages.authRequired;
        await repo.settleIntent(db, id, 'failed', outcome.status, clock.now());
        throw new HttpError(402, message, outcome.status === 'declined' ? 'card_declined' : 'authentication_failed');
      }
      if (!(await repo.settleIntent(db, id, 'succeeded', null, clock.now()))) throw conflict(paymentMessages.intentDone, 'already_paid');
      const now = clock.now();
      let planId: string | null = null;
      if (intent.frequency === 'monthly') {
        const next = nextMonth(now);
        const plan = await repo.insertPlan(db, {
          processor: 'test',
          processorRef: `test_sub_${intent.id}`,
          paymentToken: card.token,
          cardBrand: card.brand,
          cardLast4: card.last4,
          userId: intent.userId,
          donorName: intent.donorName,
          donorEmail: intent.donorEmail,
          fundId: intent.fundId,
          amountCents: intent.amountCents,
          feeCents: intent.feeCents,
          currency: intent.currency,
          status: 'active',
          nextChargeAt: next,
          now,
        });
        planId = plan.id;
        await scheduleRenewal(plan, next);
      }
      const gift = await recordGift({
        intentId: intent.id,
        planId,
        processor: 'test',
        processorRef: intent.processorRef ?? `test_pi_${intent.id}`,
        userId: intent.userId,
        donorName: intent.donorName,
        donorEmail: intent.donorEmail,
        donorMessage: intent.donorMessage,
        fundId: intent.fundId,
        frequency: intent.frequency,
        amountCents: intent.amountCents,
        feeCents: intent.feeCents,
        currency: intent.currency,
        cardBrand: card.brand,
        cardLast4: card.last4,
        paidAt: now,
      });
      return receiptOf(gift);
    },

    /** A verified Stripe event, applied once. */
    async stripeEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      if (await repo.webhookHandled(db, event.id)) return { duplicate: true };
      await applyStripeEvent(event);
      await repo.markWebhookHandled(db, event.id, event.type, clock.now());
      return { duplicate: false };
    },

    // Donors
    myGiving: async (userId: string) => {
      const me = await donorOf(userId, '', '');
      return givingOf({ userId, email: me.email });
    },
    changeMyPlan: async (userId: string, planId: string, req: UpdatePlanRequest) => {
      const me = await donorOf(userId, '', '');
      return changePlan({ userId, email: me.email }, planId, req);
    },
    myStatement: async (userId: string, year: number) => statementFor(await donorOf(userId, '', ''), year),
    manageView: async (token: string) => givingOf({ userId: null, email: await emailOfToken(token) }),
    manageChangePlan: async (token: string, planId: string, req: UpdatePlanRequest) =>
      changePlan({ userId: null, email: await emailOfToken(token) }, planId, req),
    manageStatement: async (token: string, year: number) =>
      statementFor({ userId: null, email: await emailOfToken(token), name: '' }, year),

    // Station
    listGifts: (f: repo.GiftFilter) => repo.listGifts(db, f),
    totals: (year: number) => repo.totalsByFundMonth(db, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), zone),
    recurring: async () =>
      (await repo.recurringDonors(db)).map((p) => ({ ...planView(p), giftsCount: p.giftsCount, givenCents: p.givenCents })),
    async refund(giftId: string, amountCents?: number) {
      const gift = await repo.findGift(db, giftId);
      if (!gift) throw notFound(paymentMessages.giftNotFound);
      const left = gift.amountCents + gift.feeCents - gift.refundedCents;
      if (left <= 0) throw conflict(paymentMessages.refundDone, 'already_refunded');
      const amount = amountCents ?? left;
      if (amount > left) throw badRequest(paymentMessages.refundTooLarge, { amount: paymentMessages.refundTooLarge });
      const refundRef = await processor.refund(gift.processorRef, amount).catch((err: unknown) => {
        log.warn(`The card provider refused a refund of gift ${gift.receiptNumber}: ${err instanceof Error ? err.message : String(err)}`);
        throw new HttpError(502, paymentMessages.providerUnavailable, 'provider_unavailable');
      });
      // Stripe's charge.refunded webhook finds this refund already in the ledger.
      return (
        (await repo.recordRefund(db, { giftId, amountCents: amount, processorRef: refundRef, now: clock.now() })) ??
        (await repo.findGift(db, giftId))!
      );
    },
    ledger: (giftId: string) => repo.ledgerOf(db, giftId),
    statementFor,

    /** First start: January's statements are scheduled once for the coming year. */
    async start(): Promise<void> {
      const now = clock.now();
      await jobs.schedule(YEAR_END_JOB, {
        key: String(now.getUTCFullYear()),
        runAt: nextYearEnd(now),
        payload: { year: now.getUTCFullYear() },
      });
    },
  };

  async function applyStripeEvent(event: Stripe.Event): Promise<void> {
    const now = clock.now();
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const pi = event.data.object;
        const intentId = pi.metadata?.selah_intent_id;
        if (!intentId) return; // A subscription's invoice payment: recorded from invoice.paid.
        const intent = await repo.findIntent(db, intentId);
        if (!intent || intent.frequency !== 'once') return;
        await repo.settleIntent(db, intent.id, 'succeeded', null, now);
        const card = cardOf(pi);
        await recordGift({
          intentId: intent.id,
          planId: null,
          processor: 'stripe',
          processorRef: pi.id,
          userId: intent.userId,
          donorName: intent.donorName,
          donorEmail: intent.donorEmail,
          donorMessage: intent.donorMessage,
          fundId: intent.fundId,
          frequency: 'once',
          amountCents: intent.amountCents,
          feeCents: intent.feeCents,
          currency: intent.currency,
          cardBrand: card.brand,
          cardLast4: card.last4,
          paidAt: new Date(event.created * 1000),
        });
        return;
      }
      case 'payment_intent.payment_failed': {
        const pi = event.data.object;
        await repo.setIntentFailedByRef(db, pi.id, pi.last_payment_error?.code ?? 'failed', now);
        return;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = subscriptionOf(invoice);
        if (!subscriptionId || !invoice.id) return;
        const intent = await repo.findIntentByRef(db, subscriptionId);
        if (!intent) return;
        let plan = await repo.findPlanByRef(db, subscriptionId);
        const next = invoice.period_end ? nextMonth(new Date(invoice.period_end * 1000)) : nextMonth(now);
        if (!plan) {
          await repo.settleIntent(db, intent.id, 'succeeded', null, now);
          plan = await repo.insertPlan(db, {
            processor: 'stripe',
            processorRef: subscriptionId,
            paymentToken: null,
            cardBrand: null,
            cardLast4: null,
            userId: intent.userId,
            donorName: intent.donorName,
            donorEmail: intent.donorEmail,
            fundId: intent.fundId,
            amountCents: intent.amountCents,
            feeCents: intent.feeCents,
            currency: intent.currency,
            status: 'active',
            nextChargeAt: next,
            now,
          });
        } else if (plan.status === 'active') {
          await repo.updatePlan(db, plan.id, { nextChargeAt: next, now });
        }
        const first = invoice.billing_reason === 'subscription_create';
        await recordGift({
          intentId: first ? intent.id : null,
          planId: plan.id,
          processor: 'stripe',
          processorRef: invoice.id,
          userId: plan.userId,
          donorName: plan.donorName,
          donorEmail: plan.donorEmail,
          donorMessage: first ? intent.donorMessage : '',
          fundId: plan.fundId,
          frequency: 'monthly',
          // The invoice's own total is what was paid; the fee part is the plan's.
          amountCents: invoice.amount_paid - plan.feeCents,
          feeCents: plan.feeCents,
          currency: invoice.currency,
          cardBrand: null,
          cardLast4: null,
          paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
        });
        return;
      }
      case 'customer.subscription.deleted': {
        const plan = await repo.findPlanByRef(db, event.data.object.id);
        if (plan) await repo.updatePlan(db, plan.id, { status: 'canceled', nextChargeAt: null, now });
        return;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const piId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        const gift = piId ? await repo.findGiftByRef(db, piId) : null;
        if (!gift) return;
        // Each refund once, by Stripe's refund id; refunds the station made here are already in the ledger.
        const refunds = charge.refunds?.data ?? [];
        if (refunds.length) {
          for (const r of refunds) {
            if (r.status === 'succeeded' || r.status === 'pending')
              await repo.recordRefund(db, { giftId: gift.id, amountCents: r.amount, processorRef: r.id, now });
          }
        } else {
          const delta = charge.amount_refunded - gift.refundedCents;
          if (delta > 0) await repo.recordRefund(db, { giftId: gift.id, amountCents: delta, processorRef: `${event.id}`, now });
        }
        return;
      }
      default:
        return;
    }
  }

  /**
   * The card's brand and last four when the event carries them. Selah never asks Stripe for the
   * payment method itself: its object holds the expiry, and no card data is to reach this server.
   */
  function cardOf(pi: Stripe.PaymentIntent): { brand: string | null; last4: string | null } {
    const pm = pi.payment_method;
    if (pm && typeof pm !== 'string') return { brand: pm.card?.brand ?? null, last4: pm.card?.last4 ?? null };
    return { brand: null, last4: null };
  }
}

/** The subscription an invoice belongs to, in the API's current shape or the older one. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const s = fromParent ?? legacy;
  return typeof s === 'string' ? s : (s?.id ?? null);
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
