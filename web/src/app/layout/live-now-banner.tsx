import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Play, Radio, Video, X } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { getLiveStatusQueryOptions } from '@/features/live/api/get-live-status';
import { useStreamStatus } from '@/features/radio/api/get-stream-status';
import { player, usePlayer } from '@/features/radio/player/player-store';
import { T, useT } from '@/i18n/t';

const DISMISSED_KEY = 'selah.live-now.dismissed';
const readDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * Under the header on every page while someone is live: a live video service (a link to /live) or
 * a DJ live on the radio (Listen). Not on /live itself; closed for the rest of the visit by its ✕
 * (a different live show later opens it again). Its own row: nothing else moves when it comes.
 */
export function LiveNowBanner() {
  const t = useT();
  const { pathname } = useLocation();
  const radio = useStreamStatus().data;
  // The radio's status is pushed to every page; the video's is asked every 30 s here (/live asks every 5 s).
  const video = useQuery({ ...getLiveStatusQueryOptions(), refetchInterval: 30_000 }).data;
  const p = usePlayer();
  const [dismissed, setDismissed] = useState(readDismissed);

  const live = video?.isLive
    ? { kind: 'video' as const, title: video.title || t('reach.live.service') }
    : radio?.onAir.source === 'live'
      ? { kind: 'radio' as const, title: radio.onAir.title ?? radio.program.title ?? t('reach.live.radio') }
      : null;
  const key = live ? `${live.kind}:${live.title}` : null;
  if (!live || key === dismissed || pathname === paths.live.path) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, key!);
    } catch {
      // Private modes without storage: closed for this page's life only.
    }
    setDismissed(key);
  };
  const listening = !p.episode && p.isPlaying;
  const Icon = live.kind === 'video' ? Video : Radio;
  return (
    <section aria-label={t('reach.live.region')} data-testid="live-now" className="bg-red-700 text-white">
      <div className="mx-auto flex min-h-12 max-w-7xl items-center gap-2 px-3 py-1.5 sm:gap-3 sm:px-6">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 truncate text-sm sm:text-base">
          <T id="reach.live.now" values={{ title: live.title, b: (c: ReactNode) => <strong className="font-semibold">{c}</strong> }} />
        </p>
        {live.kind === 'video' ? (
          <Link
            to={paths.live.getHref()}
            className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('reach.live.watch')}
          </Link>
        ) : listening ? (
          <span className="shrink-0 text-sm font-semibold">{t('reach.live.listening')}</span>
        ) : (
          <button
            type="button"
            onClick={() => void (p.episode ? player.backToRadio() : player.play())}
            className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <Play className="size-4" aria-hidden="true" /> {t('reach.live.listen')}
          </button>
        )}
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('reach.live.hide')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
