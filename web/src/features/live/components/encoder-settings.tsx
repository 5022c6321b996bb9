import { Video } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyRow } from '@/components/ui/copy-button';
import { useT } from '@/i18n/t';

/** Spec §9 stream settings: 1280x720, 30 FPS, 2500 kbps; 44.1 kHz, 128 kbps. */
export function EncoderSettings() {
  const t = useT();
  return (
    <Card aria-labelledby="encoder-heading">
      <CardHeader>
        <CardTitle id="encoder-heading" className="flex items-center gap-2">
          <Video className="size-5 text-primary" aria-hidden="true" /> {t('radio.broadcast.videoAndAudio')}
        </CardTitle>
        <CardDescription>{t('radio.broadcast.passThrough')}</CardDescription>
      </CardHeader>
      <CardContent>
        <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-soft">{t('radio.broadcast.video')}</h3>
        <dl className="mb-4">
          <CopyRow name={t('radio.broadcast.resolution')} value="1280x720" />
          <CopyRow name={t('radio.broadcast.frameRate')} value="30" />
          <CopyRow name={t('radio.broadcast.bitrate')} value="2500" />
          <CopyRow name={t('radio.broadcast.encoder')} value="x264 (H.264)" />
          <CopyRow name={t('radio.broadcast.keyframe')} value="2" />
        </dl>
        <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-soft">{t('radio.broadcast.audio')}</h3>
        <dl>
          <CopyRow name={t('radio.broadcast.sampleRate')} value="44.1 kHz" />
          <CopyRow name={t('radio.broadcast.audioBitrate')} value="128" />
          <CopyRow name={t('radio.broadcast.audioCodec')} value="AAC" />
        </dl>
      </CardContent>
    </Card>
  );
}
