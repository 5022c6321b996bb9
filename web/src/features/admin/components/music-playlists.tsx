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
import { useT } from '@/i18n/t';

/** The station's playlists, each openable to change its songs and their order. */
export function MusicPlaylists() {
  const t = useT();
  const playlists = usePlaylists();
  const remove = useDeletePlaylist();
  const [open, setOpen] = useState<AdminPlaylist | 'new' | null>(null);
  const list = playlists.data?.playlists ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{t('admin.music.playlists')}</CardTitle>
          <CardDescription>{t('admin.music.putAPlaylistOnA')}</CardDescription>
        </div>
        <Button onClick={() => setOpen('new')}>
          <Plus aria-hidden="true" /> {t('admin.music.newPlaylist')}
        </Button>
      </CardHeader>
      <CardContent>
        {playlists.isPending ? (
          <Skeleton className="h-24" />
        ) : playlists.isError ? (
          <FallbackPanel type="error" message={playlists.error.message} />
        ) : list.length === 0 ? (
          <FallbackPanel type="empty" title={t('admin.music.noPlaylistsYet')} message={t('admin.music.makeOneFromTheSongs')} />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.music.playlists')}>
            {list.map((p) => (
              <li key={p.id} className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <ListMusic className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-semibold">{p.name}</p>
                  <p className="text-sm text-ink-soft">
                    {p.tracks.length} {p.tracks.length === 1 ? t('admin.music.song') : t('admin.music.songs2')} ·{' '}
                    {p.mode === 'ordered' ? t('admin.music.inOrder') : t('admin.music.shuffled')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setOpen(p)} aria-label={t('admin.music.editName', { name: p.name })}>
                    <Pencil aria-hidden="true" /> {t('admin.music.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('admin.music.deleteName', { name: p.name })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(p.id, {
                        onSuccess: () => toast.success(t('admin.music.deletedName', { name: p.name })),
                        onError: (err) => toast.error(err.message),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" /> {t('admin.music.delete')}
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
