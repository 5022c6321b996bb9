import { useState } from 'react';
import type { InboxCounts } from '@selah/contracts/admin-site';
import { useInboxCounts } from '@/features/admin/api/inbox-api';
import { AdminPage } from '@/features/admin/components/admin-page';
import { InboxMessages } from '@/features/admin/components/inbox-messages';
import { InboxNewsletter, InboxOutbox } from '@/features/admin/components/inbox-mail';
import { cn } from '@/lib/cn';

const tabs = [
  { id: 'contact', label: 'Messages', count: (c: InboxCounts) => c.contact },
  { id: 'sponsor-inquiries', label: 'Sponsor inquiries', count: (c: InboxCounts) => c.sponsorInquiries },
  { id: 'ad-orders', label: 'Ad orders', count: (c: InboxCounts) => c.adOrders },
  { id: 'newsletter', label: 'Newsletter', count: () => 0 },
  { id: 'outbox', label: 'Outbox', count: (c: InboxCounts) => c.outboxFailed },
] as const;
type Tab = (typeof tabs)[number]['id'];

/** /admin/inbox: what people sent through the site, the newsletter list and the station's outgoing mail. */
export default function AdminInboxPage() {
  const [tab, setTab] = useState<Tab>('contact');
  const counts = useInboxCounts();
  return (
    <AdminPage
      title="Inbox and outbox"
      description="Messages, sponsor inquiries and ad orders people sent through the site; reply by email and mark them handled."
    >
      <div role="group" aria-label="Inbox" className="flex flex-wrap gap-2">
        {tabs.map((t) => {
          const n = counts.data ? t.count(counts.data) : 0;
          return (
            <button
              key={t.id}
              type="button"
              aria-pressed={tab === t.id}
              onClick={() => setTab(t.id)}
              className={cn(
                'flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold',
                tab === t.id ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink hover:bg-muted',
              )}
            >
              {t.label}
              {n > 0 ? (
                <span className={cn('rounded-full px-2 text-xs', tab === t.id ? 'bg-white text-primary-strong' : 'bg-primary text-white')}>
                  {n}
                  <span className="sr-only">{t.id === 'outbox' ? ' failed' : ' new'}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {tab === 'newsletter' ? <InboxNewsletter /> : tab === 'outbox' ? <InboxOutbox /> : <InboxMessages key={tab} kind={tab} />}
    </AdminPage>
  );
}
