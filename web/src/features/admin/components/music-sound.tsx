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

/** How the AutoDJ sounds: every song at one loudness, songs overlapping by the crossfade. */
export function MusicSound() {
  const sound = useSound();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sound</CardTitle>
        <CardDescription>
          Every song plays at the same loudness, and songs overlap for a smooth change. Jingles and live shows keep a clean cut.
        </CardDescription>
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
  const done = l.measured + l.failed;
  const songs = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'song' : 'songs'}`;
  return (
    <p role="status" className="text-sm text-ink-soft">
      {done < l.total ? `Levelling ${done.toLocaleString()} of ${songs(l.total)}…` : `All ${songs(l.total)} are levelled.`}
      {l.failed ? ` ${songs(l.failed)} could not be measured and play as they are.` : ''}
    </p>
  );
}

function SoundForm({ initial }: { initial: SoundStatus }) {
  const [target, setTarget] = useState(String(initial.targetLufs));
  const [fade, setFade] = useState(String(initial.crossfadeSeconds));
  const isAdmin = useSession().user?.role === 'admin';
  const save = useSaveSound();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ targetLufs: Number(target), crossfadeSeconds: Number(fade) }, { onSuccess: () => toast.success('Sound settings saved') });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Loudness (LUFS)" hint="-16 suits most stations; -14 is louder, -23 is broadcast TV.">
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
      <Field label="Crossfade (seconds)" hint="0 to 6; 0 plays songs end to end.">
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
            {save.isPending ? 'Saving…' : 'Save sound'}
          </Button>
        ) : (
          <p className="text-sm text-ink-soft">Only an admin can change these.</p>
        )}
      </div>
    </form>
  );
}
