import { useState, type FormEvent } from 'react';
import type { AdminTrack } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDeleteTrack, useUpdateTrack } from '../api/music-tracks';
import { useT } from '@/i18n/t';

/** Change a song's title and artist as listeners will see them. */
export function EditTrackDialog({ track, onClose }: { track: AdminTrack; onClose: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(track.title);
  const [artist, setArtist] = useState(track.artist);
  const update = useUpdateTrack();
  const fields = update.error instanceof ApiError ? update.error.fields : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: track.id, title, artist },
      {
        onSuccess: () => {
          toast.success(t('admin.music.songSaved'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('admin.music.editSong')} description={t('admin.music.theTitleAndArtistListeners')}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('admin.music.title')} required error={fields?.title}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </Field>
          <Field label={t('admin.music.artist')} required error={fields?.artist}>
            <Input value={artist} onChange={(e) => setArtist(e.target.value)} maxLength={200} />
          </Field>
          {update.error && !fields ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {update.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('admin.music.saveSong')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before a song leaves the library; the station refuses while it is on air and says so. */
export function DeleteTrackDialog({ track, onClose }: { track: AdminTrack; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteTrack();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('admin.music.deleteThisSong')}
        description={t('admin.music.titleByArtistLeavesThe', { title: track.title, artist: track.artist })}
      >
        {remove.error ? (
          <p role="alert" className="mb-4 text-sm font-medium text-danger">
            {remove.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('admin.music.keepIt')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(track.id, {
                onSuccess: () => {
                  toast.success(t('admin.music.songDeleted'));
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? t('admin.music.deleting') : t('admin.music.deleteSong')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
