import { useEffect, useRef, useState } from 'react';
import { Pause, Play, Radio } from 'lucide-react';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { useNowPlayingPush } from '@/features/radio/api/use-now-playing-push';
import { CoverArt } from '@/features/radio/components/cover-art';
import { useStation } from '@/features/site/api/get-station';
import { useT } from '@/i18n/t';

/**
 * /embed/player: the station's radio in a box another site frames (a church's own page). What is on
 * air with its cover, pushed as it changes, and one button that plays the live stream. Links open
 * the station in a new tab, never inside the host page's frame.
 */
export default function EmbedPlayerPage() {
  const t = useT();
  const station = useStation();
  const status = useStreamStatus();
  useNowPlayingPush();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('radio.embed.documentTitle', { station: station.name });
  }, [station.name, t]);

  const toggle = async () => {
    const el = audio.current;
    if (!el) return;
    setError(null);
    if (playing) {
      el.pause();
      el.removeAttribute('src');
      el.load();
      setPlaying(false);
      return;
    }
    // A fresh connection each time: the listener hears what is on air now, not where they paused.
    el.src = `/stream.mp3?embed=${Date.now().toString(36)}`;
    try {
      await el.play();
      setPlaying(true);
    } catch {
      setError(t('radio.embed.failed'));
    }
  };

  const song = status.data?.song;
  const live = status.data?.station.isLive ?? false;
  return (
    <main id="main" className="flex min-h-dvh items-center bg-night p-3 text-white">
      <div className="flex w-full min-w-0 items-center gap-3">
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={playing ? t('radio.embed.pause', { station: station.name }) : t('radio.embed.play', { station: station.name })}
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-400 text-night shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {playing ? <Pause className="size-6" aria-hidden="true" /> : <Play className="ml-0.5 size-6" aria-hidden="true" />}
        </button>
        <CoverArt src={song?.art} live={live} className="size-12 rounded-lg" iconClassName="size-5 text-white/80" />
        <div className="flex min-w-0 flex-1 flex-col">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="flex items-center gap-1.5 truncate text-xs font-bold tracking-wider text-amber-300 uppercase hover:underline"
          >
            <Radio className="size-3.5 shrink-0" aria-hidden="true" /> {station.name}
            {live ? <span className="rounded bg-red-600 px-1.5 text-[10px] text-white">{t('radio.embed.live')}</span> : null}
          </a>
          <p className="truncate text-base font-semibold" data-testid="embed-title" aria-live="polite">
            {song ? song.title : t('radio.embed.loading')}
          </p>
          <p className="truncate text-sm text-white/75">{song?.artist ?? ''}</p>
          {error ? (
            <p role="alert" className="text-xs text-amber-200">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <audio ref={audio} preload="none" onPause={() => setPlaying(false)} onPlaying={() => setPlaying(true)} />
    </main>
  );
}
