import { HandHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { usePrayerTeam, useSetPrayerTeam } from '../api/prayer-team';
import { useT } from '@/i18n/t';

/** Join or leave the prayer team: its members hear of every new prayer request. */
export function PrayerTeamCard() {
  const t = useT();
  const team = usePrayerTeam();
  const set = useSetPrayerTeam();
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
      <div className="flex gap-3">
        <HandHeart className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold">
            <label htmlFor="prayer-team-switch">{t('notifications.team.title')}</label>
          </h2>
          <p className="text-ink-soft">{t('notifications.team.lead')}</p>
        </div>
      </div>
      <Switch
        id="prayer-team-switch"
        checked={team.data?.member ?? false}
        disabled={team.isPending}
        onCheckedChange={(on) => set.mutate(on)}
      />
    </Card>
  );
}
