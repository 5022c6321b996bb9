import { inboxLabels as l, type InboxItem, type InboxKind } from '@selah/contracts/admin-site';
import type { Locale } from '@selah/contracts/i18n';
import { translateMessage } from '@selah/contracts/message-translation';
import type * as repo from './inbox.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const details = (pairs: Array<[string, unknown]>) => pairs.filter(([, v]) => str(v) !== '').map(([label, v]) => ({ label, value: str(v) }));

/** One shape for the three kinds of message: who wrote, about what, what they said. */
export function toInboxItem(kind: InboxKind, r: repo.InboxRow): InboxItem {
  const base = { id: r.id, kind, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt), handledBy: r.handledBy };
  if (kind === 'contact')
    return {
      ...base,
      name: str(r.name),
      email: str(r.email),
      subject: str(r.subject),
      message: str(r.message),
      details: details([
        [l.reason, r.contactReason],
        [l.phone, r.phone],
      ]),
    };
  if (kind === 'sponsor-inquiries')
    return {
      ...base,
      name: str(r.contactName),
      email: str(r.email),
      subject: l.sponsorship(str(r.organizationName)),
      message: str(r.message),
      details: details([
        [l.organization, r.organizationName],
        [l.phone, r.phone],
        [l.website, r.website],
        [l.package, r.packageName],
      ]),
    };
  return {
    ...base,
    name: str(r.businessName),
    email: str(r.contactEmail),
    subject: l.advertising(str(r.packageType)),
    message: str(r.message),
    details: details([
      [l.package, r.packageType],
      [l.phone, r.phone],
    ]),
  };
}

/** An item as the console reads it in `locale`: the inbox's own labels translated, what people wrote as written. */
export const inboxItemIn = (item: InboxItem, locale: Locale): InboxItem =>
  locale === 'en'
    ? item
    : {
        ...item,
        subject: item.kind === 'contact' ? item.subject : translateMessage(item.subject, locale),
        details: item.details.map((d) => ({ ...d, label: translateMessage(d.label, locale) })),
      };
