import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { liveMessages } from '@selah/contracts/live';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/page';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { GuideLinks } from './guide-links';

/** /broadcast for members and visitors: how to ask for access, and the guides to get ready. */
export function AskForAccess({ signedIn }: { signedIn: boolean }) {
  return (
    <Container className="max-w-2xl py-10">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lock className="size-5 text-primary" aria-hidden="true" /> For the station’s broadcasters
          </CardTitle>
          <CardDescription>{liveMessages.askForAccess}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          {signedIn ? null : <Button onClick={() => openJoinDialog('signin')}>Sign In</Button>}
          <Button asChild variant="outline">
            <Link to={paths.connect.getHref()}>Contact the station</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.live.getHref()}>Watch live</Link>
          </Button>
        </CardContent>
      </Card>
      <nav aria-label="Broadcast guides" className="mt-6">
        <p className="text-ink-soft">Getting ready? The guides show how to set up your encoder:</p>
        <GuideLinks className="mt-2 flex flex-col gap-1" />
      </nav>
    </Container>
  );
}
