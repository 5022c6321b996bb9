import { BookOpen, ExternalLink, Mic, Radio, Video } from 'lucide-react';
import type { StudioInfo } from '@selah/contracts/live';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useLiveStatus } from '@/features/live/api/get-live-status';
import { useStudio, useUpdateStudioSettings } from '@/features/live/api/studio';
import { CopyRow } from '@/components/ui/copy-button';
import { StreamKeyCard } from '@/features/live/components/stream-key-card';
import { SourceKeyRows } from '@/features/live/components/source-key-rows';
import { StudioStatus } from '@/features/live/components/studio-status';
import { AskForAccess } from '@/features/live/components/ask-for-access';
import { GuideLinks } from '@/features/live/components/guide-links';
import { StudioInboxCard } from '@/features/live/components/studio-inbox';
import { useStreamSocket } from '@/features/live/api/use-stream-socket';
import { useSession } from '@/lib/session';
import { OnAirThanks } from '@/features/giving/components/on-air-thanks';

const lead = 'Everything you need to stream a service or a show: video to /live, sound to the radio.';

export default function BroadcastPage() {
  const { user, token } = useSession();
  const allowed = user?.role === 'admin' || user?.role === 'broadcaster';
  const studio = useStudio(allowed);
  const socket = useStreamSocket(allowed ? token : null);
  const status = useLiveStatus().data;

  if (!allowed) {
    return (
      <>
        <PageHeader eyebrow="Studio" title="Broadcaster Studio" lead={lead} />
        <AskForAccess signedIn={Boolean(user)} />
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Studio" title="Broadcaster Studio" lead={lead}>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild variant="outline" size="sm">
            <a href={paths.live.getHref()} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> Open the viewer
            </a>
          </Button>
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8 lg:grid-cols-2">
        {studio.data ? (
          <>
            <StudioInboxCard connected={socket.connected} />
            <div className="flex min-w-0 flex-col gap-6">
              <StudioStatus studio={studio.data} status={status} />
              <OnAirThanks />
              <StreamKeyCard studio={studio.data} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <EncoderSettings />
              <RadioSettings studio={studio.data} username={user.username} />
            </div>
            <Guide />
          </>
        ) : studio.isError ? (
          <p role="alert" className="text-danger">
            The studio could not be loaded: {studio.error.message}
          </p>
        ) : (
          <>
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </>
        )}
      </Container>
    </>
  );
}

/** Spec §9 stream settings: 1280x720, 30 FPS, 2500 kbps; 44.1 kHz, 128 kbps. */
function EncoderSettings() {
  return (
    <Card aria-labelledby="encoder-heading">
      <CardHeader>
        <CardTitle id="encoder-heading" className="flex items-center gap-2">
          <Video className="size-5 text-primary" aria-hidden="true" /> Video and audio
        </CardTitle>
        <CardDescription>H.264 video with AAC audio is passed through without re-encoding: the lowest delay and load.</CardDescription>
      </CardHeader>
      <CardContent>
        <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-soft">Video</h3>
        <dl className="mb-4">
          <CopyRow name="Resolution" value="1280x720" />
          <CopyRow name="Frame rate" value="30" />
          <CopyRow name="Bitrate (kbps)" value="2500" />
          <CopyRow name="Encoder" value="x264 (H.264)" />
          <CopyRow name="Keyframe interval" value="2" />
        </dl>
        <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-ink-soft">Audio</h3>
        <dl>
          <CopyRow name="Sample rate" value="44.1 kHz" />
          <CopyRow name="Audio bitrate" value="128" />
          <CopyRow name="Audio codec" value="AAC" />
        </dl>
      </CardContent>
    </Card>
  );
}

function RadioSettings({ studio, username }: { studio: StudioInfo; username: string }) {
  const update = useUpdateStudioSettings();
  return (
    <Card aria-labelledby="radio-heading">
      <CardHeader>
        <CardTitle id="radio-heading" className="flex items-center gap-2">
          <Radio className="size-5 text-primary" aria-hidden="true" /> The radio
        </CardTitle>
        <CardDescription>Listeners in cars hear the service too.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <label className="flex items-start gap-3">
          <Switch
            checked={studio.feedRadio}
            disabled={update.isPending}
            onCheckedChange={(feedRadio) => update.mutate({ feedRadio })}
            aria-describedby="feed-radio-hint"
          />
          <span>
            <span className="block font-semibold">Play the video’s sound on the radio</span>
            <span id="feed-radio-hint" className="block text-sm text-ink-soft">
              While you are live on video, the radio broadcasts your sound instead of the AutoDJ (unless a DJ is on air).
            </span>
          </span>
        </label>
        <div>
          <h3 className="mb-1 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
            <Mic className="size-4" aria-hidden="true" /> Audio-only: Icecast source (BUTT, Mixxx, ffmpeg)
          </h3>
          <dl>
            <CopyRow name="Server type" value="Icecast 2" />
            <CopyRow name="Host" value={studio.icecast.host} />
            <CopyRow name="Port" value={String(studio.icecast.port)} />
            <CopyRow name="Mount" value={studio.icecast.mount} />
            <CopyRow name="Username" value={studio.icecast.username} />
          </dl>
          <p className="mb-4 mt-2 text-sm text-ink-soft">Password: the station’s source password. MP3, 128 kbps.</p>
          <SourceKeyRows username={username} />
        </div>
      </CardContent>
    </Card>
  );
}

function Guide() {
  const steps = [
    ['Create your stream key', 'Use the button in “RTMP”. Copy the key at once: it is shown only once.'],
    ['Set up your encoder', 'In OBS: Settings → Stream → Custom…, paste the server and key; set Output and Video as listed.'],
    ['Start streaming', 'Press Start Streaming in OBS. Within a few seconds the live status says Live.'],
    ['Name the show and watch', 'Give the show a title with Start show, open the viewer, and greet the chat. Stop show ends it.'],
  ];
  return (
    <section className="flex min-w-0 flex-col gap-6 lg:col-span-2" aria-labelledby="guide-heading">
      <h2 id="guide-heading" className="text-2xl font-semibold">
        Go live in 4 steps
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(([title, text], i) => (
          <li key={title} className="rounded-(--radius-card) border border-border bg-surface p-5 shadow-sm">
            <span className="mb-2 flex size-9 items-center justify-center rounded-full bg-primary text-on-primary font-bold">{i + 1}</span>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-ink-soft">{text}</p>
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BookOpen className="size-5 text-primary" aria-hidden="true" /> Guides
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <GuideLinks className="flex flex-col gap-2" />
          <p className="text-sm text-ink-soft">
            More:{' '}
            <a className="text-primary underline" href="https://obsproject.com/kb/quick-start-guide" target="_blank" rel="noreferrer">
              OBS quick start guide
            </a>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
