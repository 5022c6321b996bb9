import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { useT } from '@/i18n/t';

export default function NotFoundPage() {
  const t = useT();
  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-amber-800">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold uppercase tracking-widest text-primary">{t('site.notFound.eyebrow')}</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('site.notFound.title')}</h1>
      <p className="max-w-md text-lg text-ink-soft">{t('site.notFound.lead')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">{t('site.notFound.home')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/community">{t('layout.nav.community')}</Link>
        </Button>
      </div>
    </Container>
  );
}
