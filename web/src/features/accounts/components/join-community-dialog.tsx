import { lazy, Suspense, useState } from 'react';
import { useJoinDialog } from '@/lib/join-dialog-store';

const Content = lazy(() => import('./join-community-dialog-content'));

/**
 * Sign In and Join Us (join-community-dialog-content.tsx): its forms, passkeys and places are
 * fetched the first time it opens, not with every page (components/ui/lazy-overlay.tsx says why).
 */
export function JoinCommunityDialog() {
  const { open } = useJoinDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  ) : null;
}
