import { useDeferredValue, useState } from 'react';
import { CheckCircle2, ListMusic, Loader2, Search } from 'lucide-react';
import type { SongRequestResponse } from '@selah/contracts/requests';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/i18n/t';
import { useRequestSong, useRequestSongs } from '../api/request-songs';

/**
 * "Request a song": a listener searches the station's library and asks for a song; the answer
 * says truly where the request stands (next, in line, with the live host) or why it cannot be
 * taken (played a few minutes ago, one request every ten minutes).
 */
export function RequestSongPanel() {
  const t = useT();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const songs = useRequestSongs(q);
  const request = useRequestSong(q);
  const [answer, setAnswer] = useState<SongRequestResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (songId: string) => {
    setError(null);
    setAnswer(null);
    request.mutate(
      { songId },
      {
        onSuccess: setAnswer,
        onError: (err) => setError(err instanceof ApiError ? err.message : t('radio.request.notSent')),
      },
    );
  };

  const list = songs.data?.songs ?? [];
  return (
    <Card aria-labelledby="request-heading" id="request-a-song">
      <CardHeader>
        <CardTitle id="request-heading" className="flex items-center gap-2">
          <ListMusic className="size-5 text-primary" aria-hidden="true" /> {t('radio.request.title')}
        </CardTitle>
        <CardDescription>{t('radio.request.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t('radio.request.searchLabel')}>
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={99}
            autoComplete="off"
            placeholder={t('radio.request.placeholder')}
          />
        </Field>
        <div aria-live="polite">
          {answer ? (
            <p role="status" className="flex items-start gap-2 rounded-xl bg-primary-soft/60 p-3 font-medium" data-testid="request-answer">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{t('radio.request.thanks', { title: answer.song.title, answer: answer.message })}</span>
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
        {songs.isPending ? <Loader2 className="mx-auto animate-spin text-ink-soft" aria-label={t('radio.request.searching')} /> : null}
        {songs.isError ? <p className="text-danger">{t('radio.request.searchFailed')}</p> : null}
        {songs.data && !list.length ? (
          <p className="flex items-center gap-2 text-ink-soft">
            <Search className="size-4" aria-hidden="true" /> {t('radio.request.noMatch', { query: q })}
          </p>
        ) : null}
        {list.length ? (
          <ul className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto" aria-label={t('radio.request.list')}>
            {list.map((song) => (
              <li key={song.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{song.title}</span>
                  <span className="block text-sm text-ink-soft break-words">{song.artist}</span>
                  {song.reason ? <span className="block text-sm text-ink-soft">{song.reason}</span> : null}
                </span>
                <Button
                  size="sm"
                  variant={song.available ? 'primary' : 'outline'}
                  disabled={!song.available || request.isPending}
                  onClick={() => ask(song.id)}
                  aria-label={
                    song.available
                      ? t('radio.request.requestSong', { title: song.title, artist: song.artist })
                      : t('radio.request.unavailable', { title: song.title })
                  }
                >
                  {song.available ? t('radio.request.request') : t('radio.request.notNow')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
