import { HandHeart, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';

/** Starts a prayer request or a testimony (New Discussion with the category chosen). */
export function QuickActions({ onStart }: { onStart: (category: string) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions" className="rounded-(--radius-card) border border-border bg-surface p-5">
      <h2 id="quick-actions" className="text-xl font-semibold">
        {t('community.quick.title')}
      </h2>
      <div className="mt-3 flex flex-col gap-2">
        <Button variant="outline" onClick={() => onStart('prayer')}>
          <HandHeart aria-hidden="true" /> {t('community.quick.prayer')}
        </Button>
        <Button variant="outline" onClick={() => onStart('testimonies')}>
          <Sparkles aria-hidden="true" /> {t('community.quick.testimony')}
        </Button>
      </div>
    </section>
  );
}
