import { useState, type FormEvent } from 'react';
import type { AutoDjRules } from '@selah/contracts/admin-radio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useAutoDjRules, usePlaylists, useSaveAutoDjRules } from '../api/music-playlists';

/** The AutoDJ's rules: how long before a song or an artist plays again, and when a station ID plays. */
export function MusicRules() {
  const rules = useAutoDjRules();
  return (
    <Card>
      <CardHeader>
        <CardTitle>AutoDJ rules</CardTitle>
        <CardDescription>Apply to shuffled playlists. Changes count from the next song.</CardDescription>
      </CardHeader>
      <CardContent>{rules.data ? <RulesForm initial={rules.data} /> : <Skeleton className="h-48" />}</CardContent>
    </Card>
  );
}

function RulesForm({ initial }: { initial: AutoDjRules }) {
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
    save.mutate(rules, { onSuccess: () => toast.success('AutoDJ rules saved') });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label="No song again within (minutes)" hint="0 lets a song repeat whenever its turn comes.">
        <Input {...number('songGapMinutes')} max={1440} />
      </Field>
      <Field label="No artist again within (minutes)" hint="0 lets an artist follow themselves.">
        <Input {...number('artistGapMinutes')} max={1440} />
      </Field>
      <Field label="Station ID / jingle playlist">
        <NativeSelect
          value={rules.jinglePlaylistId ?? ''}
          onChange={(e) => setRules({ ...rules, jinglePlaylistId: e.target.value || null })}
        >
          <option value="">None</option>
          {(playlists.data?.playlists ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="A jingle after every (songs)" hint="0 for never.">
        <Input {...number('jingleEverySongs')} max={100} />
      </Field>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={rules.jingleTopOfHour}
          onChange={(e) => setRules({ ...rules, jingleTopOfHour: e.target.checked })}
        />
        Play a jingle at the top of every hour
      </label>
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {save.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rules'}
        </Button>
      </div>
    </form>
  );
}
