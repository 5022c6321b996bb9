import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Maximize, Volume2, VolumeX, WifiOff } from 'lucide-react';
import type { LiveStatus } from '@selah/contracts/live';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/t';
import { qualityLabel } from './quality-label';

/**
 * The live video: HLS through hls.js (Safari plays it natively), or the Owncast server's own
 * player in a frame. It starts muted (browsers allow that without a tap); one tap unmutes.
 * Offline, an overlay says so and shows what comes next (`offline`).
 */
export function LivePlayer({ status, offline }: { status: LiveStatus | undefined; offline?: ReactNode }) {
  const t = useT();
  const wrapRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const live = status?.isLive ?? false;
  const src = live && status?.source === 'builtin' ? status.streamUrl : null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    let cancelled = false;
    let cleanup = () => {};
    const play = () => void video.play().catch(() => {});
    // hls.js (its light build) loads only when there is something to play: the page shows at once.
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        // No worker: the page's content security policy allows scripts from the station only.
        const hls = new Hls({ enableWorker: false, liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 6 });
        hls.loadSource(src);
        hls.attachMedia(video);
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal && data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        });
        cleanup = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        // Safari plays HLS itself.
        video.src = src;
        video.addEventListener('loadedmetadata', play, { once: true });
        cleanup = () => {
          video.removeAttribute('src');
          video.load();
        };
      }
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [src]);

  const fullscreen = () => {
    const el = wrapRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (el.requestFullscreen) void el.requestFullscreen();
    else (videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };
  const quality = qualityLabel(status?.quality);

  return (
    <div ref={wrapRef} className="relative aspect-video w-full overflow-hidden rounded-(--radius-card) bg-night text-white shadow-sm">
      {live && status?.source === 'owncast' && status.streamUrl ? (
        <iframe
          src={status.streamUrl}
          title={t('live.player.video', { title: status.title })}
          className="size-full border-0"
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <video
          ref={videoRef}
          className="size-full bg-black object-contain"
          muted={muted}
          autoPlay
          playsInline
          aria-label={live ? t('live.player.video', { title: status?.title ?? '' }) : t('live.player.videoOffline')}
          data-testid="live-video"
        />
      )}
      {live ? (
        <>
          <div className="pointer-events-none absolute inset-x-0 top-0 flex flex-wrap items-center gap-2 bg-linear-to-b from-black/60 to-transparent p-3">
            <Badge variant="live">{t('live.player.live')}</Badge>
            {quality ? (
              <Badge variant="night" data-testid="stream-quality">
                {quality}
              </Badge>
            ) : null}
          </div>
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-end gap-2 bg-linear-to-t from-black/60 to-transparent p-3">
            {status?.source === 'builtin' ? (
              <Button variant="secondary" size="sm" onClick={() => setMuted((m) => !m)} aria-pressed={!muted}>
                {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                {muted ? t('live.player.unmute') : t('live.player.mute')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={fullscreen}>
              <Maximize aria-hidden="true" /> {t('live.player.fullscreen')}
            </Button>
          </div>
        </>
      ) : (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-night/95 p-6 text-center"
          data-testid="offline-overlay"
        >
          <WifiOff className="size-10 text-white/70" aria-hidden="true" />
          <p className="text-2xl font-semibold">{t('live.player.offlineTitle')}</p>
          <p className="max-w-md text-white/80">{t('live.player.offlineHint')}</p>
          {offline}
        </div>
      )}
    </div>
  );
}
