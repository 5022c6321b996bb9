import { useState } from 'react';
import { ListMusic, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminPlaylist } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useDeletePlaylist, usePlaylists } from '../api/music-playlists';
import { PlaylistDialog } from './music-playlist-dialog';

/** The station's playlists, each openable to change its songs and their order. */
export function MusicPlaylists() {
  const playlists = usePlaylists();
  const remove = useDeletePlaylist();
  const [open, setOpen] = useState<AdminPlaylist | 'new' | null>(null);
  const list = playlists.data?.playlists ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Playlists</CardTitle>
          <CardDescription>Put a playlist on a program in the schedule, and the AutoDJ plays it then.</CardDescription>
        </div>
        <Button onClick={() => setOpen('new')}>
          <Plus aria-hidden="true" /> New playlist
        </Button>
      </CardHeader>
      <CardContent>
        {playlists.isPending ? (
          <Skeleton className="h-24" />
        ) : playlists.isError ? (
          <FallbackPanel type="error" message={playlists.error.message} />
        ) : list.length === 0 ? (
          <FallbackPanel type="empty" title="No playlists yet" message="Make one from the songs in the library." />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Playlists">
            {list.map((p) => (
              <li key={p.id} className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <ListMusic className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-semibold">{p.name}</p>
                  <p className="text-sm text-ink-soft">
                    {p.tracks.length} {p.tracks.length === 1 ? 'song' : 'songs'} · {p.mode === 'ordered' ? 'in order' : 'shuffled'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setOpen(p)} aria-label={`Edit ${p.name}`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${p.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(p.id, {
                        onSuccess: () => toast.success(`Deleted “${p.name}”`),
                        onError: (err) => toast.error(err.message),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {open ? (
        <PlaylistDialog key={open === 'new' ? 'new' : open.id} playlist={open === 'new' ? null : open} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
