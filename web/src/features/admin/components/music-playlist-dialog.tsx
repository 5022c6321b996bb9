import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { AdminPlaylist } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSavePlaylist } from '../api/music-playlists';
import { useTracks } from '../api/music-tracks';
import { useT } from '@/i18n/t';

type Song = AdminPlaylist['tracks'][number];

/** Make or change a playlist: its name, ordered or shuffled, and its songs in order (moved by buttons). */
export function PlaylistDialog({ playlist, onClose }: { playlist: AdminPlaylist | null; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(playlist?.name ?? '');
  const [mode, setMode] = useState<'ordered' | 'shuffled'>(playlist?.mode ?? 'shuffled');
  const [songs, setSongs] = useState<Song[]>(playlist?.tracks ?? []);
  const [pick, setPick] = useState('');
  const library = useTracks('');
  const save = useSavePlaylist();
  const fields = save.error instanceof ApiError ? save.error.fields : undefined;
  const available = (library.data?.tracks ?? []).filter((t) => !songs.some((s) => s.id === t.id));

  const move = (from: number, to: number) =>
    setSongs((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  const add = () => {
    const track = available.find((t) => t.id === pick) ?? available[0];
    if (track) setSongs((list) => [...list, track]);
    setPick('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: playlist?.id, name, mode, trackIds: songs.map((s) => s.id) },
      {
        onSuccess: () => {
          toast.success(playlist ? t('admin.music.playlistSaved') : t('admin.music.playlistMade'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={playlist ? t('admin.music.editPlaylist') : t('admin.music.newPlaylist')}
        description={t('admin.music.programsOnTheSchedulePlay')}
        className="max-w-2xl"
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('admin.music.name')} required error={fields?.name}>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('admin.music.order')}</legend>
            {(['shuffled', 'ordered'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  className="size-4 accent-primary"
                />
                {m === 'shuffled' ? t('admin.music.shuffledUnderTheAutodjRules') : t('admin.music.inTheOrderBelow')}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold" id="playlist-songs">
              {t('admin.music.songsLength', { length: songs.length })}
            </p>
            <ol aria-labelledby="playlist-songs" className="flex flex-col gap-1.5">
              {songs.map((s, i) => (
                <li key={s.id} className="flex min-w-0 items-center gap-2 rounded-xl bg-muted px-3 py-1.5">
                  <span className="w-6 shrink-0 text-sm text-ink-soft">{i + 1}.</span>
                  <span className="min-w-0 flex-1 truncate">
                    {s.title} <span className="text-ink-soft">· {s.artist}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={t('admin.music.moveTitleUp', { title: s.title })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={i === songs.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={t('admin.music.moveTitleDown', { title: s.title })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    onClick={() => setSongs((list) => list.filter((x) => x.id !== s.id))}
                    aria-label={t('admin.music.removeTitle', { title: s.title })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-end gap-2">
              <Field label={t('admin.music.addASong')} className="min-w-0 flex-1 basis-52">
                <NativeSelect value={pick} onChange={(e) => setPick(e.target.value)} disabled={!available.length}>
                  <option value="">{available.length ? t('admin.music.chooseASong') : t('admin.music.everySongIsInThe')}</option>
                  {available.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title} · {t.artist}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button variant="outline" onClick={add} disabled={!pick}>
                {t('admin.music.addSong')}
              </Button>
            </div>
            {fields?.trackIds ? <p className="text-sm text-danger">{fields.trackIds}</p> : null}
          </div>
          {save.error && !fields ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {save.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('admin.music.savePlaylist')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
