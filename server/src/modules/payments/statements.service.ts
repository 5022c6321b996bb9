import { paymentMessages } from '@selah/contracts/payments';
import { translateMessage } from '@selah/contracts/message-translation';
import { moneyIn } from '../../platform/i18n/dates.ts';
import type { WordValues } from '../../platform/i18n/words.ts';
import { statementPdf } from './documents.ts';
import { paymentWords } from './words.ts';
import { donorsInRange, giftsOfDonorInYear } from './gifts.repo.ts';
import { YEAR_END_JOB, type PaymentsContext } from './payments.context.ts';

/** The next January 2nd, 15:00 UTC (morning in the Americas): statements for the year before. */
function nextYearEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 2, 15));
}

/** Year-end giving statements: the PDF on request, and January's mail to every donor of the year. */
export function createStatementsService(ctx: PaymentsContext) {
  const { db, clock, mailer, jobs } = ctx.deps;
  const { processor, zone, baseUrl, giving, donorOf, emailOfToken, manageLink } = ctx;

  async function statementFor(who: { userId: string | null; email: string; name: string }, year: number): Promise<Buffer> {
    const gifts = await giftsOfDonorInYear(db, who, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
    return statementPdf(gifts, {
      year,
      donorName: who.name || gifts[0]?.donorName || '',
      donorEmail: who.email,
      content: await giving(),
      zone: zone(),
      testMode: (await processor()).testMode,
      locale: await ctx.donorLocale(who),
    });
  }

  async function yearEnd(payload: unknown): Promise<void> {
    const { year } = payload as { year: number };
    const donors = await donorsInRange(db, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
    const c = await giving();
    const { testMode } = await processor();
    for (const d of donors) {
      const gifts = await giftsOfDonorInYear(
        db,
        { userId: null, email: d.email },
        new Date(Date.UTC(year, 0, 1)),
        new Date(Date.UTC(year + 1, 0, 1)),
      );
      const total = gifts.reduce((s, g) => s + g.amountCents + g.feeCents - g.refundedCents, 0);
      const link = d.userId ? `${await baseUrl()}/profile` : await manageLink(d.email);
      const locale = await ctx.donorLocale(d);
      const say = (id: Parameters<typeof paymentWords>[1], values?: WordValues) => paymentWords(locale, id, values);
      const subject = say('statementSubject', { year: String(year), name: c.legalName });
      await mailer.send({
        to: d.email,
        subject: testMode ? say('testSubject', { subject }) : subject,
        text: [
          say('statementThanks', { name: c.legalName, year: String(year) }),
          '',
          say('giftCount', { count: gifts.length }),
          say('total', { amount: moneyIn(locale, total) }),
          say('taxId', { taxId: c.taxId }),
          '',
          translateMessage(paymentMessages.noGoods, locale),
          '',
          say('download', { url: link }),
        ].join('\n'),
      });
    }
    await jobs.schedule(YEAR_END_JOB, {
      key: String(year + 1),
      runAt: nextYearEnd(new Date(Date.UTC(year + 1, 6, 1))),
      payload: { year: year + 1 },
    });
  }

  return {
    yearEnd,
    statementFor,
    myStatement: async (userId: string, year: number) => statementFor(await donorOf(userId, '', ''), year),
    manageStatement: async (token: string, year: number) =>
      statementFor({ userId: null, email: await emailOfToken(token), name: '' }, year),

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
}
