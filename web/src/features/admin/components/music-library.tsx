import { useDeferredValue, useState } from 'react';
import { Image, Pencil, Search, Trash2 } from 'lucide-react';
import type { AdminTrack } from '@selah/contracts/admin-radio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FallbackPanel } from '@/components/ui/fallback-panel';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useTracks } from '../api/music-tracks';
import { DeleteTrackDialog, EditTrackDialog } from './music-track-dialog';
import { useT } from '@/i18n/t';

export const minutes = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000) % 60).padStart(2, '0')}`;

/** The library with search; each song can be edited or deleted. */
export function MusicLibrary() {
  const t = useT();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const tracks = useTracks(deferred);
  const [editing, setEditing] = useState<AdminTrack | null>(null);
  const [deleting, setDeleting] = useState<AdminTrack | null>(null);
  const list = tracks.data?.tracks ?? [];

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>{t('admin.music.songs')}</CardTitle>
        <label className="relative block max-w-md">
          <span className="sr-only">{t('admin.music.searchSongsByTitleOr')}</span>
          <Search className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-soft" aria-hidden="true" />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('admin.music.searchByTitleOrArtist')}
            className="pl-10"
          />
        </label>
      </CardHeader>
      <CardContent>
        {tracks.isPending ? (
          <Skeleton className="h-40" />
        ) : tracks.isError ? (
          <FallbackPanel
            type="error"
            message={tracks.error.message}
            action={{ label: t('common.retry'), onClick: () => void tracks.refetch() }}
          />
        ) : list.length === 0 ? (
          <FallbackPanel
            type="empty"
            title={deferred ? t('admin.music.noSongsMatch') : t('admin.music.noSongsYet')}
            message={deferred ? t('admin.music.tryAnotherWordFromThe') : t('admin.music.addMp3FilesAboveAnd')}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.music.songsInTheLibrary')}>
            {list.map((track) => (
              <li key={track.id} className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="truncate font-semibold">{track.title}</p>
                  <p className="truncate text-sm text-ink-soft">
                    {track.artist} · {minutes(track.durationMs)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {track.onAir ? <Badge variant="live">{t('admin.music.onAir')}</Badge> : null}
                  {track.hasArtwork ? (
                    <Badge variant="muted" title={t('admin.music.theFileCarriesItsOwn')}>
                      <Image className="size-3.5" aria-hidden="true" /> {t('admin.music.artwork')}
                    </Badge>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(track)}
                    aria-label={t('admin.music.editTitle', { title: track.title })}
                  >
                    <Pencil aria-hidden="true" /> {t('admin.music.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(track)}
                    aria-label={t('admin.music.deleteTitle', { title: track.title })}
                  >
                    <Trash2 aria-hidden="true" /> {t('admin.music.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? <EditTrackDialog key={editing.id} track={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteTrackDialog key={deleting.id} track={deleting} onClose={() => setDeleting(null)} /> : null}
    </Card>
  );
}
