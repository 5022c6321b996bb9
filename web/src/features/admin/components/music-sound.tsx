import { useState, type FormEvent } from 'react';
import type { SoundStatus } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useSaveSound, useSound } from '../api/music-sound';
import { useT } from '@/i18n/t';

/** How the AutoDJ sounds: every song at one loudness, songs overlapping by the crossfade. */
export function MusicSound() {
  const t = useT();
  const sound = useSound();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.music.sound')}</CardTitle>
        <CardDescription>{t('admin.music.everySongPlaysAtThe')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sound.data ? (
          <>
            <Levelling status={sound.data} />
            <SoundForm initial={sound.data} />
          </>
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}

function Levelling({ status: { levelling: l } }: { status: SoundStatus }) {
  const t = useT();
  const done = l.measured + l.failed;
  return (
    <p role="status" className="text-sm text-ink-soft">
      {done < l.total
        ? t('admin.music.levellingTolocalestringOfTotal', { done, total: l.total })
        : t('admin.music.allTotalAreLevelled', { total: l.total })}
      {l.failed ? ` ${t('admin.music.failedCouldNotBeMeasured', { failed: l.failed })}` : null}
    </p>
  );
}

function SoundForm({ initial }: { initial: SoundStatus }) {
  const t = useT();
  const [target, setTarget] = useState(String(initial.targetLufs));
  const [fade, setFade] = useState(String(initial.crossfadeSeconds));
  const isAdmin = useSession().user?.role === 'admin';
  const save = useSaveSound();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { targetLufs: Number(target), crossfadeSeconds: Number(fade) },
      { onSuccess: () => toast.success(t('admin.music.soundSettingsSaved')) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label={t('admin.music.loudnessLufs')} hint={t('admin.music.16SuitsMostStations14')}>
        <Input
          type="number"
          step={0.5}
          min={-24}
          max={-10}
          value={target}
          disabled={!isAdmin}
          onChange={(e) => setTarget(e.target.value)}
        />
      </Field>
      <Field label={t('admin.music.crossfadeSeconds')} hint={t('admin.music.0To60Plays')}>
        <Input type="number" step={0.5} min={0} max={6} value={fade} disabled={!isAdmin} onChange={(e) => setFade(e.target.value)} />
      </Field>
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {save.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        {isAdmin ? (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('admin.music.saveSound')}
          </Button>
        ) : (
          <p className="text-sm text-ink-soft">{t('admin.music.onlyAnAdminCanChange')}</p>
        )}
      </div>
    </form>
  );
}
