import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container, PageHeader } from '@/components/ui/page';
import { useT } from '@/i18n/t';

/** A page whose feature is still being built: says so plainly and offers the radio meanwhile. */
export function ComingSoon({ title, lead }: { title: string; lead: string }) {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('site.comingSoon.eyebrow')} title={title} lead={lead} />
      <Container className="py-12">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8">
          <Sparkles className="size-8 text-gold" aria-hidden="true" />
          <p className="text-lg text-ink-soft">{t('site.comingSoon.lead')}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/">{t('site.listenLive')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/community">{t('site.comingSoon.community')}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </>
  );
}
