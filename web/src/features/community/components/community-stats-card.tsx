import { HandHeart, Sparkles, Users } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { useCommunityStats } from '../api/get-community-stats';
import { useT } from '@/i18n/t';

/** Members, discussions and prayers, refreshed every minute. */
export function CommunityStatsCard() {
  const t = useT();
  const stats = useCommunityStats();
  return (
    <section aria-labelledby="stats-heading" className="rounded-(--radius-card) bg-night p-5 text-white">
      <h2 id="stats-heading" className="text-xl font-semibold text-white">
        {t('community.stats.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center lg:grid-cols-1 lg:text-left">
        {[
          { icon: Users, label: t('community.stats.members'), value: stats.data?.totalMembers },
          { icon: Sparkles, label: t('community.stats.discussions'), value: stats.data?.totalDiscussions },
          { icon: HandHeart, label: t('community.stats.prayers'), value: stats.data?.totalPrayers },
        ].map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex flex-col items-center gap-1 rounded-xl bg-white/10 p-3 lg:flex-row lg:gap-3">
            <Icon className="size-5 text-gold" aria-hidden="true" />
            <dt className="order-last text-sm text-white/80 lg:order-none lg:flex-1">{label}</dt>
            <dd className="font-display text-2xl font-semibold">{value === undefined ? '…' : formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
