import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useThread } from '@/features/community/api/get-thread';
import { NewDiscussionDialog } from '@/features/community/components/new-discussion-dialog';
import { ThreadCard } from '@/features/community/components/thread-card';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useT } from '@/i18n/t';

/** /community/t/{id}: one discussion on its own page (the link people share), replies open. */
export default function CommunityThreadPage() {
  const t = useT();
  const { threadId = '' } = useParams();
  const { user: me, token } = useSession();
  const { data: thread, isPending, error, refetch } = useThread(threadId, token);
  const navigate = useNavigate();
  // An answered prayer may be shared as a testimony, here as on the board.
  const [testimony, setTestimony] = useState<{ title: string; content: string } | null>(null);

  const back = (
    <Link
      to={paths.community.getHref()}
      className="inline-flex items-center gap-1.5 self-start font-semibold text-primary hover:underline focus-visible:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('community.back')}
    </Link>
  );

  return (
    <Container className="flex max-w-3xl flex-col gap-5 px-3 py-6 sm:px-6 sm:py-10">
      {back}
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <h1 className="text-3xl font-semibold">{t('community.notFound')}</h1>
          <p className="text-lg text-ink-soft">{t('community.notFoundHint')}</p>
          <Button asChild>
            <Link to={paths.community.getHref()}>{t('community.visit')}</Link>
          </Button>
        </div>
      ) : error || !thread ? (
        <FallbackPanel type="error" action={{ label: t('common.retry'), onClick: () => void refetch() }} />
      ) : (
        <ThreadCard thread={thread} signedIn={!!token} viewer={me} standalone onShareTestimony={setTestimony} />
      )}
      <NewDiscussionDialog
        open={testimony !== null}
        initialCategory="testimonies"
        draft={testimony ?? undefined}
        onClose={() => setTestimony(null)}
        onCreated={(id) => {
          setTestimony(null);
          void navigate(paths.communityThread.getHref(id));
        }}
      />
    </Container>
  );
}
