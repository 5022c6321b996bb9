import { HandHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { usePrayerTeam, useSetPrayerTeam } from '../api/prayer-team';

/** Join or leave the prayer team: its members hear of every new prayer request. */
export function PrayerTeamCard() {
  const team = usePrayerTeam();
  const set = useSetPrayerTeam();
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
      <div className="flex gap-3">
        <HandHeart className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold">
            <label htmlFor="prayer-team-switch">Prayer team</label>
          </h2>
          <p className="text-ink-soft">
            Hear of every new prayer request, by the ways you chose for “New prayer requests” below. Anonymous requests never say who asked.
          </p>
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
