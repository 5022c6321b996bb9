import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useBlock } from '../api/people';
import { useT } from '@/i18n/t';

/** Blocks a member (asked first) or lifts the block. */
export function BlockButton({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const t = useT();
  const block = useBlock(userId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={block.isPending}
      onClick={() => {
        if (!blocked && !window.confirm(t('messages.blockConfirm', { name }))) return;
        block.mutate(!blocked, {
          onSuccess: (r) => toast.success(t(r.blocked ? 'messages.blocked' : 'messages.unblocked', { name })),
          onError: (e) => toast.error(e.message),
        });
      }}
    >
      <Ban aria-hidden="true" /> {blocked ? t('messages.unblock') : t('messages.block')}
    </Button>
  );
}
