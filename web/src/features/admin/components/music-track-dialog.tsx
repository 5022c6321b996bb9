import { useState, type FormEvent } from 'react';
import type { AdminTrack } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDeleteTrack, useUpdateTrack } from '../api/music-tracks';

/** Change a song's title and artist as listeners will see them. */
export function EditTrackDialog({ track, onClose }: { track: AdminTrack; onClose: () => void }) {
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
          toast.success('Song saved');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit song" description="The title and artist listeners see while it plays.">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Title" required error={fields?.title}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </Field>
          <Field label="Artist" required error={fields?.artist}>
            <Input value={artist} onChange={(e) => setArtist(e.target.value)} maxLength={200} />
          </Field>
          {update.error && !fields ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {update.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save song'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before a song leaves the library; the station refuses while it is on air and says so. */
export function DeleteTrackDialog({ track, onClose }: { track: AdminTrack; onClose: () => void }) {
  const remove = useDeleteTrack();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Delete this song?" description={`“${track.title}” by ${track.artist} leaves the library and every playlist.`}>
        {remove.error ? (
          <p role="alert" className="mb-4 text-sm font-medium text-danger">
            {remove.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(track.id, {
                onSuccess: () => {
                  toast.success('Song deleted');
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete song'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
