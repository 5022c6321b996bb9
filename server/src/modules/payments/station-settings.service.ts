import { auditSentences as said } from '@selah/contracts/audit-sentences';
import {
  deliveryMessages as m,
  type AdminFund,
  type FundUpdate,
  type StripeSettingsResponse,
  type receiptSettings,
  type stripeSettingsRequest,
} from '@selah/contracts/admin-delivery';
import type { z } from 'zod';
import type { AuditActor } from '../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { receiptSettingsPart } from './documents.ts';
import { fundSummary, slug } from './fund-words.ts';
import { deleteFund, fundInUse, insertFund, listAllFunds, updateFund } from './funds.repo.ts';
import type { PaymentsContext } from './payments.context.ts';
import { checkStripeKey, stripeKeysPart } from './processors.ts';

const mode = (key: string): 'test' | 'live' | null => (/_test_/.test(key) ? 'test' : /_live_/.test(key) ? 'live' : null);
const PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;
const SECRET = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const WEBHOOK = /^whsec_[A-Za-z0-9+/=_-]{8,}$/;

/** The console's giving settings: the Stripe keys, what receipts say, and the funds. */
export function createStationSettingsService(ctx: PaymentsContext) {
  const { db, settings, processors, audit, config } = ctx.deps;

  async function stripeView(check?: StripeSettingsResponse['check']): Promise<StripeSettingsResponse> {
    const current = await processors.current();
    const stored = await settings.read(stripeKeysPart);
    const secrets = await settings.secretsSet(stripeKeysPart);
    return {
      publishableKey: config.payments.stripe?.publishableKey ?? stored?.publishableKey ?? '',
      secretKeySet: processors.fromEnvironment || secrets.secretKey,
      webhookSecretSet: processors.fromEnvironment || secrets.webhookSecret,
      fromEnvironment: processors.fromEnvironment,
      processor: current.kind,
      testMode: current.testMode,
      ...(check ? { check } : {}),
    };
  }

  async function funds(): Promise<AdminFund[]> {
    return listAllFunds(db);
  }
  async function fundById(id: string): Promise<AdminFund> {
    const f = (await funds()).find((x) => x.id === id);
    if (!f) throw notFound(m.fundNotFound);
    return f;
  }
  async function refuseTakenName(name: string, except?: string) {
    const taken = (await funds()).find((f) => f.id !== except && f.name.toLowerCase() === name.toLowerCase());
    if (taken) throw conflict(m.fundNameTaken(taken.name), 'name_taken');
  }

  return {
    stripeView: () => stripeView(),

    async saveStripe(input: z.output<typeof stripeSettingsRequest>, by: AuditActor): Promise<StripeSettingsResponse> {
      if (processors.fromEnvironment) throw conflict(m.stripeFromEnvironment, 'from_environment');
      const stored = await settings.read(stripeKeysPart);
      const pk = input.publishableKey;
      if (SECRET.test(pk) || /^(sk|rk)_/.test(pk)) throw badRequest(m.publishableIsSecret, { publishableKey: m.publishableIsSecret });
      if (!PUBLISHABLE.test(pk)) throw badRequest(m.publishableInvalid, { publishableKey: m.publishableInvalid });
      const sk = input.secretKey || undefined;
      if (sk?.startsWith('pk_')) throw badRequest(m.secretIsPublishable, { secretKey: m.secretIsPublishable });
      if (sk !== undefined && !SECRET.test(sk)) throw badRequest(m.secretInvalid, { secretKey: m.secretInvalid });
      if (!sk && !stored?.secretKey) throw badRequest(m.secretMissing, { secretKey: m.secretMissing });
      const wh = input.webhookSecret || undefined;
      if (wh !== undefined && !WEBHOOK.test(wh)) throw badRequest(m.webhookInvalid, { webhookSecret: m.webhookInvalid });
      if (!wh && !stored?.webhookSecret) throw badRequest(m.webhookMissing, { webhookSecret: m.webhookMissing });
      const secretKey = sk ?? stored!.secretKey!;
      if (mode(pk) !== mode(secretKey)) throw badRequest(m.modesMixed, { secretKey: m.modesMixed });

      // Where Stripe can be reached, the secret key is checked before it is kept.
      const found = await checkStripeKey(secretKey, config.payments.stripeApi);
      if (found.outcome === 'refused')
        throw badRequest(m.stripeRefused(found.detail), { secretKey: m.stripeRefused(found.detail) }, 'stripe_refused');
      await settings.write(stripeKeysPart, { publishableKey: pk, secretKey: sk, webhookSecret: wh });
      const keyMode = mode(secretKey) ?? 'test';
      await audit.record({
        actor: by,
        action: 'delivery.stripe.set',
        targetType: 'settings',
        targetId: 'payments.stripe',
        summary: said.stripeKeys(keyMode, sk ? 'new' : '', wh ? 'new' : ''),
        before: stored ? { publishableKey: stored.publishableKey } : null,
        after: { publishableKey: pk },
      });
      return stripeView(
        found.outcome === 'accepted'
          ? { ok: true, message: m.stripeChecked(keyMode) }
          : { ok: null, message: m.stripeUnreachable(found.detail) },
      );
    },

    async clearStripe(by: AuditActor): Promise<StripeSettingsResponse> {
      if (processors.fromEnvironment) throw conflict(m.stripeFromEnvironment, 'from_environment');
      await settings.remove(stripeKeysPart);
      await audit.record({
        actor: by,
        action: 'delivery.stripe.clear',
        targetType: 'settings',
        targetId: 'payments.stripe',
        summary: 'Cleared the Stripe keys: gifts go through the test processor',
      });
      return stripeView();
    },

    async receipts() {
      const saved = await settings.read(receiptSettingsPart);
      return { ...(saved ?? (await ctx.fromContent())), saved: saved !== null };
    },

    async saveReceipts(input: z.output<typeof receiptSettings>, by: AuditActor) {
      const before = await ctx.giving();
      await settings.write(receiptSettingsPart, input);
      await audit.record({
        actor: by,
        action: 'delivery.receipts.set',
        targetType: 'settings',
        targetId: 'payments.receipts',
        summary: said.receiptsSet(input.legalName, input.taxId),
        before,
        after: input,
      });
      return { ...input, saved: true };
    },

    funds,

    async addFund(name: string, by: AuditActor): Promise<AdminFund> {
      await refuseTakenName(name);
      const ids = new Set((await funds()).map((f) => f.id));
      const base = slug(name);
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      await insertFund(db, id, name);
      await audit.record({
        actor: by,
        action: 'giving.fund.create',
        targetType: 'fund',
        targetId: id,
        summary: said.fundAdded(name),
      });
      return fundById(id);
    },

    async changeFund(id: string, change: FundUpdate, by: AuditActor): Promise<AdminFund> {
      const before = await fundById(id);
      if (change.name !== undefined) await refuseTakenName(change.name, id);
      if (change.archived === true && !before.archived && (await funds()).filter((f) => !f.archived).length <= 1) {
        throw conflict(m.lastFund, 'last_fund');
      }
      await updateFund(db, id, { name: change.name, active: change.archived === undefined ? undefined : !change.archived });
      const after = await fundById(id);
      const renamed = change.name !== undefined && change.name !== before.name;
      const filed =
        change.archived !== undefined && change.archived !== before.archived ? (after.archived ? 'archived' : 'reopened') : null;
      await audit.record({
        actor: by,
        action: 'giving.fund.update',
        targetType: 'fund',
        targetId: id,
        summary: fundSummary(before.name, after.name, renamed, filed),
        before: { name: before.name, archived: before.archived },
        after: { name: after.name, archived: after.archived },
      });
      return after;
    },

    async removeFund(id: string, by: AuditActor): Promise<void> {
      const f = await fundById(id);
      if (f.giftCount > 0 || (await fundInUse(db, id))) throw conflict(m.fundHasGifts(f.name), 'fund_has_gifts');
      if (!f.archived && (await funds()).filter((x) => !x.archived).length <= 1) throw conflict(m.lastFund, 'last_fund');
      await deleteFund(db, id);
      await audit.record({
        actor: by,
        action: 'giving.fund.delete',
        targetType: 'fund',
        targetId: id,
        summary: said.fundDeleted(f.name),
      });
    },
  };
}
