import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ChecklistItem } from '@selah/contracts/admin-people';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { useChecklist, useRemoveDemo } from '../api/checklist';
import { useT } from '@/i18n/t';

/** "Getting started": what a new station still has to do, the open items first, each with the page that does it. */
export function DashboardChecklist() {
  const t = useT();
  const list = useChecklist();
  const items = list.data?.items ?? [];
  const open = items.filter((i) => !i.done);
  if (!list.data || open.length === 0) return null;
  return (
    <Card className="border-primary/30 bg-primary-soft/30">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-xl">
          {t('admin.dashboard.gettingYourStationReady')}
        </CardTitle>
        <CardDescription>{t('admin.dashboard.doneOfLength', { done: items.length - open.length, length: items.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.dashboard.gettingYourStationReady')}>
          {items.map((item) => (
            <ChecklistRow key={item.id} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ChecklistRow({ item }: { item: ChecklistItem }) {
  const t = useT();
  const Icon = item.done ? CheckCircle2 : Circle;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <Icon
        className={`size-5 shrink-0 ${item.done ? 'text-success' : 'text-primary'}`}
        aria-label={item.done ? t('admin.dashboard.done') : t('admin.dashboard.toDo')}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{item.title}</p>
        <p className="text-sm text-ink-soft">{item.detail}</p>
      </div>
      {item.done ? null : item.id === 'demo' ? (
        <RemoveDemoButton />
      ) : (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <Link to={item.href}>{item.action}</Link>
        </Button>
      )}
    </li>
  );
}

/** Asks once more before taking the demo away: it cannot be brought back. */
function RemoveDemoButton() {
  const t = useT();
  const remove = useRemoveDemo();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setAsking(true)}>
        {t('admin.dashboard.removeTheDemo')}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('admin.dashboard.removeTheDemoContent')}>
      <span className="text-sm text-ink">{t('admin.dashboard.removeEveryDemoMemberPost')}</span>
      <Button
        variant="danger"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t('admin.dashboard.theDemoContentIsGone')),
            onError: (e) => toast.error(e.message),
          })
        }
      >
        {remove.isPending ? t('admin.dashboard.removing') : t('admin.dashboard.yesRemoveIt')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        {t('admin.dashboard.keepIt')}
      </Button>
    </div>
  );
}
