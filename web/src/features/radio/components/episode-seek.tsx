import { RotateCcw, RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/t';
import { player, usePlayer } from '../player/player-store';

/** Seconds as the players show them: 4:05, or 1:02:09 past an hour. */
export const clock = (s: number) => {
  const t = Math.max(0, Math.floor(s));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};

/** The episode's seek bar with where it is and how long it is (`testId`: `<id>-seek`, `<id>-position`). */
export function SeekBar({ className, testId }: { className?: string; testId: string }) {
  const t = useT();
  const p = usePlayer();
  const duration = p.duration || p.episode?.duration || 0;
  return (
    <div className={cn('flex items-center gap-2 text-xs text-white/80', className)}>
      <span className="tabular-nums" data-testid={`${testId}-position`}>
        {clock(p.position)}
      </span>
      <input
        type="range"
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(p.position)}
        onChange={(e) => player.seek(Number(e.target.value))}
        aria-label={t('radio.seek.label')}
        aria-valuetext={t('radio.seek.position', { position: clock(p.position), duration: clock(duration) })}
        className="min-w-0 flex-1 accent-gold"
        data-testid={`${testId}-seek`}
      />
      <span className="tabular-nums">{clock(duration)}</span>
    </div>
  );
}

const skipClass = 'flex size-11 items-center justify-center rounded-full hover:bg-white/10';
interface SkipProps {
  className?: string;
  iconClassName?: string;
}

/** Back 15 seconds, as podcast apps do. */
export function SkipBack({ className, iconClassName = 'size-5' }: SkipProps) {
  const t = useT();
  const p = usePlayer();
  return (
    <button
      type="button"
      onClick={() => player.seek(p.position - 15)}
      aria-label={t('radio.seek.back')}
      className={cn(skipClass, className)}
    >
      <RotateCcw className={iconClassName} />
    </button>
  );
}

/** Forward 30 seconds. */
export function SkipForward({ className, iconClassName = 'size-5' }: SkipProps) {
  const t = useT();
  const p = usePlayer();
  return (
    <button
      type="button"
      onClick={() => player.seek(p.position + 30)}
      aria-label={t('radio.seek.forward')}
      className={cn(skipClass, className)}
    >
      <RotateCw className={iconClassName} />
    </button>
  );
}

export const speeds = [0.75, 1, 1.25, 1.5, 2] as const;

/** The episode's playback speed. */
export function SpeedSelect() {
  const t = useT();
  const p = usePlayer();
  return (
    <label className="flex items-center gap-2 text-sm text-white/80">
      {t('radio.seek.speed')}
      <select
        value={String(p.rate)}
        onChange={(e) => player.setRate(Number(e.target.value))}
        className="h-11 rounded-full border border-white/25 bg-night px-3 font-semibold text-white"
      >
        {speeds.map((s) => (
          <option key={s} value={String(s)}>
            {s}×
          </option>
        ))}
      </select>
    </label>
  );
}
