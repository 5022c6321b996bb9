import { reportReasons } from '@selah/contracts/admin-people';
import type { MessageId, MessageValues } from '@/i18n/t';

/** A post report's reason as the report dialog names it (a reason this page does not know is shown as sent). */
export const reportReason = (t: (id: MessageId, values?: MessageValues) => string, reason: string): string =>
  (reportReasons as readonly string[]).includes(reason) ? t(`community.report.reason.${reason}` as MessageId) : reason;
