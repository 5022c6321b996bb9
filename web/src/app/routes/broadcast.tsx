import { Link } from 'react-router';
import { BookOpen, ExternalLink, Lock, Mic, Radio, Video } from 'lucide-react';
import { liveMessages, type StudioInfo } from '@selah/contracts/live';
import { paths } from '@selah/contracts/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Container, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useLiveStatus } from '@/features/live/api/get-live-status';
import { useStudio, useUpdateStudioSettings } from '@/features/live/api/studio';
import { CopyRow } from '@/features/live/components/copy-button';
import { StreamKeyCard } from '@/features/live/components/stream-key-card';
import { StudioStatus } from '@/features/live/components/studio-status';
import { openJoinDialog } from '@/lib/join-dialog-store';
import { useSession } from '@/lib/session';

const lead = 'Everything you need to stream a service or a show: video to /live, sound to the radio.';

export default function BroadcastPage() {
  const { user } = useSession();
  const allowed = user?.role === 'admin' || user?.role === 'broadcaster';
  const studio = useStudio(allowed);
  const status = useLiveStatus().data;

  if (!allowed) {
    return (
      <>
        <PageHeader eyebrow="Studio" title="Broadcaster Studio" lead={lead} />
        <Container className="max-w-2xl py-10">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Lock className="size-5 text-primary" aria-hidden="true" /> For the station’s broadcasters
              </CardTitle>
              <CardDescription>{liveMessages.askForAccess}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-3">
              {user ? null : <Button onClick={() => openJoinDialog('signin')}>Sign In</Button>}
              <Button asChild variant="outline">
                <Link to={paths.connect.getHref()}>Contact the station</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to={paths.live.getHref()}>Watch live</Link>
              </Button>
            </CardContent>
          </Card>
        </Container>
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
            <div className="flex min-w-0 flex-col gap-6">
              <StudioStatus studio={studio.data} status={status} />
              <StreamKeyCard studio={studio.data} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <EncoderSettings />
              <RadioSettings studio={studio.data} />
            </div>
            <Guide rtmpUrl={studio.data.rtmpUrl} />
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

function RadioSettings({ studio }: { studio: StudioInfo }) {
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
          <p className="mt-2 text-sm text-ink-soft">
            Password: the station’s source password, or sign in with your own username and password. MP3, 128 kbps.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Guide({ rtmpUrl }: { rtmpUrl: string }) {
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
          <details className="rounded-xl border border-border p-4" id="obs-guide">
            <summary className="cursor-pointer font-semibold">Streaming a service with OBS Studio</summary>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
              <li>Settings → Stream: Service “Custom…”, Server {rtmpUrl}, Stream Key: your key.</li>
              <li>Settings → Output (Advanced): Encoder x264, Rate control CBR, Bitrate 2500 Kbps, Keyframe interval 2 s.</li>
              <li>Settings → Audio: Sample rate 44.1 kHz; Output → Audio bitrate 128.</li>
              <li>Settings → Video: Output resolution 1280x720, 30 FPS.</li>
              <li>Add your camera and the sound desk as sources, then Start Streaming.</li>
            </ol>
          </details>
          <details className="rounded-xl border border-border p-4" id="ffmpeg-guide">
            <summary className="cursor-pointer font-semibold">Streamlabs and ffmpeg</summary>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
              <li>Streamlabs: Settings → Stream → Stream Type “Custom Streaming Server”, URL {rtmpUrl}, your key.</li>
              <li>
                ffmpeg: <code className="break-all">ffmpeg -re -i service.mp4 -c:v libx264 -g 60 -c:a aac -f flv {rtmpUrl}/YOUR_KEY</code>
              </li>
              <li>Other codecs are accepted and re-encoded to H.264/AAC, which costs the server more CPU.</li>
            </ol>
          </details>
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
