import type { Frequency } from '@selah/contracts/payments';
import type { MessageId } from '@/i18n/t';

/** How often a gift comes, as each place says it: "Monthly", "$25.00 / month", "Give $25.00 monthly", "$25.00 a month". */
export const frequencyIds = (f: Frequency) => {
  const label: MessageId = `giving.frequency.${f}`;
  const amount: MessageId = `giving.suffix.${f}`;
  const give: MessageId = `giving.give.${f}`;
  const gift: MessageId = `giving.gift.${f}`;
  const perPeriod: MessageId = `giving.plan.per.${f}`;
  return { label, amount, give, gift, perPeriod };
};
