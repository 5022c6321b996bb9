import { Navigate } from 'react-router';
import { Radio } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Container } from '@/components/ui/page';
import { useSetupNeeded } from '@/features/setup/api/get-setup-status';
import { SetupForm } from '@/features/setup/components/setup-form';
import { useT } from '@/i18n/t';
import { useSession } from '@/lib/session';

/** /setup: a new station's first visitor sets it up (only while no admin exists). */
export default function SetupPage() {
  const t = useT();
  const needed = useSetupNeeded();
  const { user } = useSession();
  // Once set up, the page is gone: the new admin goes on to the console, anyone else home.
  if (!needed) return <Navigate to={user?.role === 'admin' ? paths.admin.getHref() : paths.home.getHref()} replace />;
  return (
    <div className="min-h-dvh bg-linear-to-b from-primary-soft/60 via-background to-background">
      <Container className="flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
        <header className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-primary uppercase">
            <Radio className="size-4" aria-hidden="true" /> {t('setup.brand')}
          </p>
          <h1 className="text-4xl font-semibold text-ink sm:text-5xl">{t('setup.welcome')}</h1>
          <p className="max-w-2xl text-lg text-ink-soft">{t('setup.intro')}</p>
        </header>
        <main id="main">
          <SetupForm />
        </main>
      </Container>
    </div>
  );
}
