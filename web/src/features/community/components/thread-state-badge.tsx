import { CheckCircle2, HandHeart, TrendingUp } from 'lucide-react';
import type { Thread } from '@selah/contracts/community';
import { Badge } from '@/components/ui/badge';

/**
 * A thread's state badge: answered, needs prayer, or popular. Prayer requests carry their state,
 * never heat; red is kept for live and errors.
 */
export function ThreadStateBadge({ thread, isPrayer }: { thread: Thread; isPrayer: boolean }) {
  return thread.answeredAt ? (
    <Badge variant="muted" className="bg-green-100 text-green-900">
      <CheckCircle2 className="size-3" aria-hidden="true" /> Answered
    </Badge>
  ) : isPrayer ? (
    <Badge variant="gold">
      <HandHeart className="size-3" aria-hidden="true" /> Needs prayer
    </Badge>
  ) : thread.isHot ? (
    <Badge variant="muted">
      <TrendingUp className="size-3" aria-hidden="true" /> Popular
    </Badge>
  ) : null;
}
