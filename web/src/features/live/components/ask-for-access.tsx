import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/page';
import { useT } from '@/i18n/t';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { GuideLinks } from './guide-links';

/** /broadcast for members and visitors: how to ask for access, and the guides to get ready. */
export function AskForAccess({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <Container className="max-w-2xl py-10">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lock className="size-5 text-primary" aria-hidden="true" /> {t('live.access.title')}
          </CardTitle>
          <CardDescription>{t('live.access.body')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          {signedIn ? null : <Button onClick={() => openJoinDialog('signin')}>{t('live.access.signIn')}</Button>}
          <Button asChild variant="outline">
            <Link to={paths.connect.getHref()}>{t('live.access.contact')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.live.getHref()}>{t('live.access.watch')}</Link>
          </Button>
        </CardContent>
      </Card>
      <nav aria-label={t('live.access.guides')} className="mt-6">
        <p className="text-ink-soft">{t('live.access.guidesIntro')}</p>
        <GuideLinks className="mt-2 flex flex-col gap-1" />
      </nav>
    </Container>
  );
}
