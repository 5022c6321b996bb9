import { useState, type FormEvent } from 'react';
import type { AutoDjRules } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useAutoDjRules, usePlaylists, useSaveAutoDjRules } from '../api/music-playlists';
import { useT } from '@/i18n/t';

/** The AutoDJ's rules: how long before a song or an artist plays again, and when a station ID plays. */
export function MusicRules() {
  const t = useT();
  const rules = useAutoDjRules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.music.autodjRules')}</CardTitle>
        <CardDescription>{t('admin.music.applyToShuffledPlaylistsChanges')}</CardDescription>
      </CardHeader>
      <CardContent>{rules.data ? <RulesForm initial={rules.data} /> : <Skeleton className="h-48" />}</CardContent>
    </Card>
  );
}

function RulesForm({ initial }: { initial: AutoDjRules }) {
  const t = useT();
  const [rules, setRules] = useState(initial);
  const playlists = usePlaylists();
  const save = useSaveAutoDjRules();
  const number = (key: 'songGapMinutes' | 'artistGapMinutes' | 'jingleEverySongs') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    value: String(rules[key]),
    onChange: (e: { target: { value: string } }) => setRules({ ...rules, [key]: Math.max(0, Math.floor(Number(e.target.value) || 0)) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(rules, { onSuccess: () => toast.success(t('admin.music.autodjRulesSaved')) });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label={t('admin.music.noSongAgainWithinMinutes')} hint={t('admin.music.0LetsASongRepeat')}>
        <Input {...number('songGapMinutes')} max={1440} />
      </Field>
      <Field label={t('admin.music.noArtistAgainWithinMinutes')} hint={t('admin.music.0LetsAnArtistFollow')}>
        <Input {...number('artistGapMinutes')} max={1440} />
      </Field>
      <Field label={t('admin.music.stationIdJinglePlaylist')}>
        <NativeSelect
          value={rules.jinglePlaylistId ?? ''}
          onChange={(e) => setRules({ ...rules, jinglePlaylistId: e.target.value || null })}
        >
          <option value="">{t('admin.music.none')}</option>
          {(playlists.data?.playlists ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('admin.music.aJingleAfterEverySongs')} hint={t('admin.music.0ForNever')}>
        <Input {...number('jingleEverySongs')} max={100} />
      </Field>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={rules.jingleTopOfHour}
          onChange={(e) => setRules({ ...rules, jingleTopOfHour: e.target.checked })}
        />
        {t('admin.music.playAJingleAtThe')}
      </label>
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {save.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('admin.music.saveRules')}
        </Button>
      </div>
    </form>
  );
}
