import { useId, useRef, useState } from 'react';
import { CheckCircle2, CircleAlert, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { uploadTrack, useRefreshMusic } from '../api/music-tracks';
import { sayMessage } from '@/i18n/locale';
import { useT } from '@/i18n/t';

interface Item {
  key: string;
  name: string;
  progress: number;
  state: 'sending' | 'checking' | 'done' | 'failed';
  message?: string;
}

/** Choose many MP3s; each uploads on its own with a progress bar, and says what became of it. */
export function MusicUpload() {
  const t = useT();
  const [items, setItems] = useState<Item[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefreshMusic();
  const hintId = useId();
  const update = (key: string, change: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  async function send(files: File[]) {
    const fresh = files.map((f, n) => ({
      key: `${Date.now()}-${n}-${f.name}`,
      name: f.name,
      progress: 0,
      state: 'sending' as const,
      file: f,
    }));
    setItems((all) => [...fresh.map(({ file: _, ...i }) => i), ...all]);
    // One at a time: the station's disk and the volunteer's connection both stay calm.
    for (const item of fresh) {
      try {
        const { tracks, notices } = await uploadTrack(item.file, (p) =>
          update(item.key, { progress: p, state: p >= 1 ? 'checking' : 'sending' }),
        );
        // What the station noticed (a song that clips) is a contracts sentence: said in the interface's language.
        const added = t('admin.music.addedAs', { title: tracks[0]?.title ?? item.name });
        update(item.key, { progress: 1, state: 'done', message: [added, ...notices.map(sayMessage)].join(' ') });
      } catch (err) {
        update(item.key, { state: 'failed', message: (err as Error).message });
      }
      refresh();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.music.addSongs')}</CardTitle>
        <CardDescription id={hintId}>{t('admin.music.chooseOneOrManyMp3')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <input
            ref={input}
            type="file"
            accept=".mp3,audio/mpeg"
            multiple
            className="sr-only"
            aria-label={t('admin.music.mp3FilesToAdd')}
            aria-describedby={hintId}
            data-testid="music-upload-input"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void send(files);
            }}
            tabIndex={-1}
          />
          <Button onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" /> {t('admin.music.chooseMp3Files')}
          </Button>
        </div>
        {items.length ? (
          <ul className="flex flex-col gap-3" aria-label={t('admin.music.uploads')}>
            {items.map((item) => (
              <li key={item.key} className="min-w-0 rounded-xl border border-border p-3" data-testid="upload-item">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-semibold">{item.name}</span>
                  <span className="shrink-0 text-sm text-ink-soft">
                    {item.state === 'sending'
                      ? `${Math.round(item.progress * 100)}%`
                      : item.state === 'checking'
                        ? t('admin.music.checking')
                        : item.state === 'done'
                          ? t('admin.music.added')
                          : t('admin.music.notAdded')}
                  </span>
                </div>
                <progress
                  className="mt-2 h-2 w-full accent-primary"
                  max={1}
                  value={item.progress}
                  aria-label={t('admin.music.uploadOfName', { name: item.name })}
                />
                {item.message ? (
                  <p
                    className={`mt-1 flex items-start gap-1.5 text-sm ${item.state === 'failed' ? 'text-danger' : 'text-success'}`}
                    role={item.state === 'failed' ? 'alert' : undefined}
                  >
                    {item.state === 'failed' ? (
                      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    ) : (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    )}
                    {item.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
