import { Loader2, Pause, Play, Radio, Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { useStreamStatus } from '../api/get-stream-status';
import { useNowPlayingPush } from '../api/use-now-playing-push';
import { player, usePlayer } from '../player/player-store';
import { CoverArt } from './cover-art';
import { SeekBar, SkipBack, SkipForward } from './episode-seek';
import { FullPlayer } from './full-player';
import { onAirLine } from '../on-air';

/** The dock while it plays an episode: its title, a seek bar, skips, and the way back to the radio. */
function EpisodeControls() {
  const t = useT();
  const p = usePlayer();
  const ep = p.episode!;
  return (
    <>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-xs font-bold tracking-widest text-gold uppercase">
          {t('radio.episode')}
          {p.isPlaying && !p.isConnected ? <Loader2 className="size-3.5 animate-spin" aria-label={t('common.loading')} /> : null}
        </p>
        <p className="truncate font-semibold" data-testid="dock-episode-title">
          {ep.title}
        </p>
        <SeekBar className="hidden sm:flex" testId="dock" />
      </div>
      <div className="hidden items-center sm:flex">
        <SkipBack />
        <SkipForward />
      </div>
      <button
        type="button"
        onClick={() => void player.backToRadio()}
        aria-label={t('radio.dock.backToRadio')}
        className="flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-white/25 px-3 text-sm font-semibold hover:bg-white/10"
      >
        <Radio className="size-4" aria-hidden="true" />
        <span className="sm:hidden">{t('radio.dock.radio')}</span>
        <span className="hidden sm:inline">{t('radio.dock.backToRadio')}</span>
      </button>
    </>
  );
}

/** The bottom player, on every page; the audio itself lives outside the pages. */
export function PlayerDock() {
  const t = useT();
  const p = usePlayer();
  useNowPlayingPush();
  const { data: status, isError } = useStreamStatus();
  const song = status?.song.title ? status.song : null;
  // The station's own line for what is on air (as the home page says it); beside the Live tag, the show's name.
  const onAir = status?.onAir;
  const dockLine =
    (onAir?.source === 'live' ? onAir.title : onAirLine(onAir)) ??
    (p.isPlaying ? t('radio.dock.nowPlaying') : (status?.program.title ?? t('radio.dock.liveRadio')));
  const errorText = isError
    ? t('radio.dock.networkError')
    : p.error === 'stream_error'
      ? t('radio.dock.streamError')
      : p.error === 'playback_error'
        ? t('radio.dock.playbackError')
        : null;
  return (
    <>
      <div aria-hidden="true" className={p.episode ? 'h-30 sm:h-20' : 'h-20'} />
      <section
        aria-label={p.episode ? t('radio.dock.episodePlayer') : t('radio.dock.radioPlayer')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-night/95 text-white shadow-2xl backdrop-blur"
      >
        <div className="mx-auto flex h-20 max-w-7xl items-center gap-3 px-3 sm:gap-4 sm:px-6">
          <button
            type="button"
            onClick={() => (p.isPlaying ? player.pause() : void player.play())}
            aria-label={p.isPlaying ? t('radio.pause') : t('radio.play')}
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold text-night shadow hover:bg-amber-400"
          >
            {p.isPlaying ? <Pause className="size-6" /> : <Play className="size-6 translate-x-0.5" />}
          </button>
          <CoverArt
            src={p.episode ? p.episode.artwork : song?.art}
            live={!p.episode && (status?.station.isLive ?? false)}
            className="size-11 rounded-lg sm:size-12"
            iconClassName="size-5"
            testId="dock-cover"
          />
          {p.episode ? (
            <EpisodeControls />
          ) : (
            <div className="min-w-0 flex-1" aria-live="polite">
              <p className="flex min-w-0 items-center gap-2 text-xs font-bold tracking-widest whitespace-nowrap text-gold uppercase">
                {status?.station.isLive ? (
                  <span className="rounded bg-live px-1.5 py-0.5 text-white">{t('radio.onAir.liveTag')}</span>
                ) : (
                  <Radio className="size-3.5" aria-hidden="true" />
                )}
                <span className="truncate" data-testid="dock-label">
                  {dockLine}
                </span>
                {p.isPlaying && !p.isConnected ? (
                  <Loader2 className="size-3.5 animate-spin" aria-label={t('radio.dock.connecting')} />
                ) : null}
              </p>
              {errorText ? (
                <p className="truncate text-sm text-amber-200">{errorText}</p>
              ) : (
                <>
                  <p className="truncate font-semibold" data-testid="now-playing-title">
                    {song?.title ?? t('radio.tuneIn')}
                  </p>
                  <p className="truncate text-sm text-white/70" data-testid="now-playing-artist">
                    {song?.artist || status?.program.host || ''}
                  </p>
                </>
              )}
            </div>
          )}
          <button
            type="button"
            onClick={player.toggleMute}
            aria-label={p.isMuted ? t('radio.dock.unmute') : t('radio.dock.mute')}
            aria-pressed={p.isMuted}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
          >
            {p.isMuted || p.volume === 0 ? <VolumeX className="size-5" /> : <Volume2 className="size-5" />}
          </button>
          <FullPlayer />
          <label className={cn('hidden items-center gap-2 sm:flex')}>
            <span className="sr-only">{t('radio.dock.volume')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={p.volume}
              onChange={(e) => player.setVolume(Number(e.target.value))}
              className="w-28 accent-gold"
              aria-valuetext={`${p.volume}%`}
            />
          </label>
        </div>
        {p.episode ? <SeekBar className="mx-auto max-w-7xl px-4 pb-3 sm:hidden" testId="dock-phone" /> : null}
      </section>
    </>
  );
}
