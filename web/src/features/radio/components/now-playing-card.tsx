import { Mic, Radio } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatClock } from '@/lib/format';
import { useHistory } from '../api/get-history';
import { useSchedule } from '../api/get-schedule';
import { useStreamStatus } from '../api/get-stream-status';
import { CoverArt } from './cover-art';
import { useT } from '@/i18n/t';
import { isOnAir, onAirLine, programTime } from '../on-air';

/** The hero's radio: what is on air now, who is hosting, the songs before it and the program after. */
export function NowPlayingCard() {
  const t = useT();
  const status = useStreamStatus();
  const history = useHistory();
  const schedule = useSchedule();
  const song = status.data?.song.title ? status.data.song : null;
  const isLive = status.data?.station.isLive ?? false;
  const programs = schedule.data?.programs ?? [];
  const onAirIndex = programs.findIndex((x) => isOnAir(x, status.data));
  const onAir = status.data?.onAir;
  const onAirText = onAirLine(onAir);
  const next = onAirIndex >= 0 ? programs[onAirIndex + 1] : undefined;
  // The songs before this one, each once (a short demo rotation repeats itself).
  const earlier = (history.data ?? [])
    .filter((h, i, all) => h.title !== song?.title && all.findIndex((x) => x.title === h.title && x.artist === h.artist) === i)
    .slice(0, 3);

  return (
    <section
      aria-labelledby="now-playing-heading"
      className="rounded-2xl border border-white/10 bg-white/[0.07] p-5 shadow-xl backdrop-blur sm:p-6"
    >
      <h2 id="now-playing-heading" className="flex items-center gap-2 font-sans text-xs font-bold tracking-widest text-gold uppercase">
        {isLive ? <Mic className="size-4" aria-hidden="true" /> : <Radio className="size-4" aria-hidden="true" />}
        {isLive ? t('radio.liveOnAir') : t('radio.now.onAirNow')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <CoverArt src={song?.art} live={isLive} className="size-20 rounded-xl" iconClassName="size-9" testId="hero-cover" />
        <div className="min-h-[4.5rem] min-w-0 flex-1">
          {status.isPending ? (
            <>
              <Skeleton className="h-6 w-40 bg-white/10" />
              <Skeleton className="mt-2 h-4 w-28 bg-white/10" />
            </>
          ) : (
            <>
              <p className="truncate text-xl font-semibold text-white" data-testid="hero-song-title">
                {song?.title ?? t('radio.now.resting')}
              </p>
              <p className="truncate text-white/75">{song?.artist || onAir?.program?.host || ''}</p>
              {onAirText ? (
                <p className="truncate text-sm text-white/60" data-testid="hero-on-air">
                  {isLive && onAir?.program?.plays === 'live' && onAir.program.host
                    ? t('radio.now.lineWithHost', { line: onAirText, host: onAir.program.host })
                    : onAirText}
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>
      <div className="mt-5 grid gap-4 border-t border-white/10 pt-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-sans text-xs font-bold tracking-wider text-white/60 uppercase">{t('radio.now.earlier')}</h3>
          <ol className="mt-2 flex min-h-[4.5rem] flex-col gap-1" data-testid="hero-history">
            {earlier.length === 0 ? <li className="text-white/60">{t('radio.now.firstSong')}</li> : null}
            {earlier.map((h) => (
              <li key={h.startedAt} className="truncate text-white/80">
                <span className="text-white/50 tabular-nums">{formatClock(h.startedAt)}</span> {h.title}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="font-sans text-xs font-bold tracking-wider text-white/60 uppercase">{t('radio.now.upNext')}</h3>
          {next ? (
            <p className="mt-2 text-white/80">
              <span className="font-semibold text-white">{next.title}</span>
              <br />
              <span className="text-white/60">
                {programTime(next)} · {next.host}
              </span>
            </p>
          ) : (
            <p className="mt-2 text-white/60">{t('radio.now.throughTheNight')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
