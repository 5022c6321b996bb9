import { CheckCircle2, HandHeart, TrendingUp } from 'lucide-react';
import type { Thread } from '@selah/contracts/community';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/t';

/**
 * A thread's state badge: answered, needs prayer, or popular. Prayer requests carry their state,
 * never heat; red is kept for live and errors.
 */
export function ThreadStateBadge({ thread, isPrayer }: { thread: Thread; isPrayer: boolean }) {
  const t = useT();
  return thread.answeredAt ? (
    <Badge variant="muted" className="bg-green-100 text-green-900">
      <CheckCircle2 className="size-3" aria-hidden="true" /> {t('community.state.answered')}
    </Badge>
  ) : isPrayer ? (
    <Badge variant="gold">
      <HandHeart className="size-3" aria-hidden="true" /> {t('community.state.needsPrayer')}
    </Badge>
  ) : thread.isHot ? (
    <Badge variant="muted">
      <TrendingUp className="size-3" aria-hidden="true" /> {t('community.state.popular')}
    </Badge>
  ) : null;
}
