import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useUploadAvatar } from '../api/upload-avatar';
import { useT } from '@/i18n/t';

export function AvatarUpload() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label={t('accounts.photo.choose')}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > 2 * 1024 * 1024) {
            toast.error(t('accounts.photo.tooLarge'), { description: t('accounts.photo.tooLargeHint') });
            return;
          }
          upload.mutate(file, {
            onSuccess: () => toast.success(t('accounts.photo.updated')),
            onError: (err) => toast.error(t('accounts.updateFailed'), { description: err.message }),
          });
        }}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Camera aria-hidden="true" /> {upload.isPending ? t('accounts.photo.uploading') : t('accounts.photo.change')}
      </Button>
    </>
  );
}
