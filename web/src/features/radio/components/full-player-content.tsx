import { Dialog as D } from 'radix-ui';
import type { DialogProps } from '@/components/ui/lazy-overlay';
import { Link } from 'react-router';
import { ChevronDown, ListMusic, Pause, Play, Radio } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { useStreamStatus } from '../api/get-stream-status';
import { player, usePlayer } from '../player/player-store';
import { useT } from '@/i18n/t';
import { CoverArt } from './cover-art';
import { onAirLine } from '../on-air';
import { SeekBar, SkipBack, SkipForward, SpeedSelect } from './episode-seek';

/**
 * The player full screen, for phones: large artwork, what is on air, and one big play/pause,
 * opened from the dock (below 640 px, where the dock has room only for a line). An episode also
 * gets its seek bar, skips, speed and the way back to the radio. Fetched when first opened
 * (full-player.tsx).
 */
export default function FullPlayerContent({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const t = useT();
  const p = usePlayer();
  const { data: status } = useStreamStatus();
  const isLive = status?.station.isLive ?? false;
  const title = p.episode?.title ?? (status?.song.title || t('radio.tuneIn'));
  const subtitle = p.episode ? t('radio.episode') : status?.song.artist || status?.onAir.program?.host || '';
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Content
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col gap-6 overflow-y-auto bg-night p-6 text-white"
          data-testid="full-player"
        >
          <div className="flex items-center justify-between">
            <D.Title className="font-sans text-xs font-bold tracking-widest text-gold uppercase">
              {p.episode
                ? t('radio.full.nowPlaying')
                : (onAirLine(status?.onAir) ?? (isLive ? t('radio.liveOnAir') : t('radio.onAir.tag')))}
            </D.Title>
            <D.Close asChild>
              <button
                type="button"
                aria-label={t('radio.full.close')}
                className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
              >
                <ChevronDown className="size-6" aria-hidden="true" />
              </button>
            </D.Close>
          </div>
          <CoverArt
            src={p.episode ? p.episode.artwork : status?.song.art}
            live={!p.episode && isLive}
            className="mx-auto aspect-square w-full max-w-80 rounded-3xl shadow-2xl"
            iconClassName="size-24"
            testId="full-player-cover"
          />
          <div className="text-center">
            <p className="text-2xl font-semibold break-words" data-testid="full-player-title">
              {title}
            </p>
            <p className="mt-1 text-white/75">{subtitle}</p>
          </div>
          {p.episode ? <SeekBar className="text-sm" testId="full-player" /> : null}
          <div className="flex items-center justify-center gap-6">
            {p.episode ? <SkipBack className="size-14" iconClassName="size-7" /> : null}
            <button
              type="button"
              onClick={() => (p.isPlaying ? player.pause() : void player.play())}
              aria-label={p.isPlaying ? t('radio.pause') : t('radio.play')}
              className="flex size-20 items-center justify-center rounded-full bg-gold text-night shadow-lg hover:bg-amber-400"
            >
              {p.isPlaying ? <Pause className="size-9" /> : <Play className="size-9 translate-x-0.5" />}
            </button>
            {p.episode ? <SkipForward className="size-14" iconClassName="size-7" /> : null}
          </div>
          {p.episode ? (
            <div className="flex flex-wrap items-center justify-center gap-3">
              <SpeedSelect />
              <button
                type="button"
                onClick={() => void player.backToRadio()}
                className="flex h-11 items-center gap-2 rounded-full border border-white/25 px-4 font-semibold hover:bg-white/10"
              >
                <Radio className="size-4" aria-hidden="true" /> {t('radio.full.backToRadio')}
              </button>
            </div>
          ) : null}
          <D.Close asChild>
            <Link
              to={`${paths.live.getHref()}#request-a-song`}
              className="mx-auto flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-gold underline-offset-4 hover:underline"
            >
              <ListMusic className="size-5" aria-hidden="true" /> {t('radio.full.requestLink')}
            </Link>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
