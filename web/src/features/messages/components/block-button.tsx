import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useBlock } from '../api/people';

/** Blocks a member (asked first) or lifts the block. */
export function BlockButton({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const block = useBlock(userId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={block.isPending}
      onClick={() => {
        if (!blocked && !window.confirm(`Block ${name}? Neither of you will be able to write to or see the other's messages.`)) return;
        block.mutate(!blocked, {
          onSuccess: (r) => toast.success(r.blocked ? `You blocked ${name}.` : `You unblocked ${name}.`),
          onError: (e) => toast.error(e.message),
        });
      }}
    >
      <Ban aria-hidden="true" /> {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}
