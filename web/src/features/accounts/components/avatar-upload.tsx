import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label="Choose a profile photo"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > 2 * 1024 * 1024) {
            toast.error('Photo too large', { description: 'Please choose an image smaller than 2 MB.' });
            return;
          }
          upload.mutate(file, {
            onSuccess: () => toast.success('Profile photo updated'),
            onError: (err) => toast.error('Update failed', { description: err.message }),
          });
        }}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Camera aria-hidden="true" /> {upload.isPending ? 'Uploading...' : 'Change photo'}
      </Button>
    </>
  );
}
