import { useState } from 'react';
import type { InboxCounts } from '@selah/contracts/admin-site';
import { useInboxCounts } from '@/features/admin/api/inbox-api';
import { AdminPage } from '@/features/admin/components/admin-page';
import { InboxMessages } from '@/features/admin/components/inbox-messages';
import { InboxNewsletter, InboxOutbox } from '@/features/admin/components/inbox-mail';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';

const tabs = [
  { id: 'contact', label: 'admin.inbox.tab.contact', count: (c: InboxCounts) => c.contact },
  { id: 'sponsor-inquiries', label: 'admin.inbox.tab.sponsorInquiries', count: (c: InboxCounts) => c.sponsorInquiries },
  { id: 'ad-orders', label: 'admin.inbox.tab.adOrders', count: (c: InboxCounts) => c.adOrders },
  { id: 'newsletter', label: 'admin.inbox.tab.newsletter', count: () => 0 },
  { id: 'outbox', label: 'admin.inbox.tab.outbox', count: (c: InboxCounts) => c.outboxFailed },
] as const;
type Tab = (typeof tabs)[number]['id'];

/** /admin/inbox: what people sent through the site, the newsletter list and the station's outgoing mail. */
export default function AdminInboxPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('contact');
  const counts = useInboxCounts();
  return (
    <AdminPage title={t('admin.inbox.inboxAndOutbox')} description={t('admin.inbox.messagesSponsorInquiriesAndAd')}>
      <div role="group" aria-label={t('admin.inbox.inbox')} className="flex flex-wrap gap-2">
        {tabs.map((tabItem) => {
          const n = counts.data ? tabItem.count(counts.data) : 0;
          return (
            <button
              key={tabItem.id}
              type="button"
              aria-pressed={tab === tabItem.id}
              onClick={() => setTab(tabItem.id)}
              className={cn(
                'flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold',
                tab === tabItem.id ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-ink hover:bg-muted',
              )}
            >
              {t(tabItem.label)}
              {n > 0 ? (
                <span
                  className={cn('rounded-full px-2 text-xs', tab === tabItem.id ? 'bg-white text-primary-strong' : 'bg-primary text-white')}
                >
                  {n}
                  <span className="sr-only">{tabItem.id === 'outbox' ? t('admin.inbox.failed') : t('admin.inbox.new')}</span>
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
