import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '@selah/contracts/paths';
import { useVideo } from '@/features/media/api/get-video';
import { useStation } from '@/features/site/api/get-station';
import { useT } from '@/i18n/t';

/** /embed/video/:id: one video, filling the frame another site gives it (what the oEmbed answer's iframe shows). */
export default function EmbedVideoPage() {
  const { id = '' } = useParams();
  const t = useT();
  const station = useStation();
  const video = useVideo(id, null);
  const v = video.data;
  useEffect(() => {
    document.title = `${v?.title ?? t('reach.embed.video')} · ${station.name}`;
  }, [v?.title, station.name, t]);
  return (
    <main id="main" className="relative flex h-dvh items-center justify-center bg-black text-white">
      {v ? (
        <>
          <h1 className="sr-only">{v.title}</h1>
          <video controls playsInline preload="metadata" poster={v.posterUrl ?? undefined} className="size-full" data-testid="embed-video">
            <source src={v.videoUrl} type={v.videoType} />
            {v.captionsUrl ? (
              <track kind="captions" src={v.captionsUrl} srcLang="en" label={t('reach.captions.language')} />
            ) : (
              <track kind="captions" />
            )}
          </video>
          <a
            href={paths.video.getHref(v.id)}
            target="_blank"
            rel="noopener"
            className="absolute top-2 left-2 max-w-[80%] truncate rounded-lg bg-black/70 px-2 py-1 text-sm font-semibold hover:underline"
          >
            {v.title} · {station.name}
          </a>
        </>
      ) : (
        <p role={video.isError ? 'alert' : undefined}>{t(video.isError ? 'reach.embed.videoGone' : 'reach.embed.loadingVideo')}</p>
      )}
    </main>
  );
}
