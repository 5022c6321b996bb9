import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Pause, Play, Podcast } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { useEpisode } from '@/features/media/api/get-episode';
import { useStation } from '@/features/site/api/get-station';
import { useT } from '@/i18n/t';

/**
 * /embed/episode/:id: one episode's player in a box another site frames (what the oEmbed answer's
 * iframe shows). Its links open the station in a new tab, never inside the host page's frame.
 */
export default function EmbedEpisodePage() {
  const { id = '' } = useParams();
  const t = useT();
  const station = useStation();
  const episode = useEpisode(id);
  const e = episode.data;
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    const el = audio.current;
    if (!el) return;
    setError(null);
    if (!el.paused) return el.pause();
    try {
      await el.play();
    } catch {
      setError(t('reach.embed.playFailed'));
    }
  };
  useEffect(() => {
    document.title = `${e?.title ?? t('reach.embed.episode')} · ${station.name}`;
  }, [e?.title, station.name, t]);
  return (
    <main id="main" className="flex min-h-dvh items-center bg-night p-3 text-white">
      {e ? (
        <div className="flex w-full min-w-0 items-center gap-3">
          <button
            type="button"
            onClick={() => void toggle()}
            aria-label={t(playing ? 'reach.embed.pause' : 'reach.embed.play', { title: e.title })}
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-400 text-night shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {playing ? <Pause className="size-6" aria-hidden="true" /> : <Play className="ml-0.5 size-6" aria-hidden="true" />}
          </button>
          <img
            src={e.artworkUrl ?? '/media/podcast-artwork.png'}
            alt=""
            width={96}
            height={96}
            className="hidden size-24 shrink-0 rounded-lg object-cover min-[420px]:block"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <a
              href={paths.episode.getHref(e.id)}
              target="_blank"
              rel="noopener"
              className="flex items-center gap-1.5 truncate text-xs font-bold tracking-wider text-amber-300 uppercase hover:underline"
            >
              <Podcast className="size-3.5 shrink-0" aria-hidden="true" /> {station.name}
            </a>
            <h1 className="truncate text-base font-semibold text-white" data-testid="embed-title">
              {e.title}
            </h1>
            {e.host ? <p className="truncate text-sm text-white/75">{e.host}</p> : null}
            {error ? (
              <p role="alert" className="text-xs text-amber-200">
                {error}
              </p>
            ) : null}
            <audio
              ref={audio}
              controls
              preload="none"
              src={e.audioUrl}
              onPlaying={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              className="mt-1 h-10 w-full"
              aria-label={t('reach.embed.position', { title: e.title })}
            >
              {e.transcriptUrl ? (
                <track kind="captions" src={e.transcriptUrl} srcLang="en" label={t('reach.transcript.title')} />
              ) : (
                <track kind="captions" />
              )}
            </audio>
          </div>
        </div>
      ) : (
        <p className="w-full text-center" role={episode.isError ? 'alert' : undefined}>
          {t(episode.isError ? 'reach.embed.episodeGone' : 'reach.embed.loadingEpisode')}
        </p>
      )}
    </main>
  );
}
