import { BookOpen, ExternalLink, Mic, Radio } from 'lucide-react';
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
import { EncoderSettings } from '@/features/live/components/encoder-settings';
import { useStreamSocket } from '@/features/live/api/use-stream-socket';
import { useSession } from '@/lib/session';
import { OnAirThanks } from '@/features/giving/components/on-air-thanks';
import { T, useT, type MessageId } from '@/i18n/t';

export default function BroadcastPage() {
  const t = useT();
  const lead = t('radio.broadcast.lead');
  const { user, token } = useSession();
  const allowed = user?.role === 'admin' || user?.role === 'broadcaster';
  const studio = useStudio(allowed);
  const socket = useStreamSocket(allowed ? token : null);
  const status = useLiveStatus().data;

  if (!allowed) {
    return (
      <>
        <PageHeader eyebrow={t('radio.broadcast.eyebrow')} title={t('radio.broadcast.title')} lead={lead} />
        <AskForAccess signedIn={Boolean(user)} />
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow={t('radio.broadcast.eyebrow')} title={t('radio.broadcast.title')} lead={lead}>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild variant="outline" size="sm">
            <a href={paths.live.getHref()} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> {t('radio.broadcast.openViewer')}
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
            {t('radio.broadcast.failed', { error: studio.error.message })}
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

function RadioSettings({ studio, username }: { studio: StudioInfo; username: string }) {
  const t = useT();
  const update = useUpdateStudioSettings();
  return (
    <Card aria-labelledby="radio-heading">
      <CardHeader>
        <CardTitle id="radio-heading" className="flex items-center gap-2">
          <Radio className="size-5 text-primary" aria-hidden="true" /> {t('radio.broadcast.radio')}
        </CardTitle>
        <CardDescription>{t('radio.broadcast.radioLead')}</CardDescription>
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
            <span className="block font-semibold">{t('radio.broadcast.feedRadio')}</span>
            <span id="feed-radio-hint" className="block text-sm text-ink-soft">
              {t('radio.broadcast.feedRadioHint')}
            </span>
          </span>
        </label>
        <div>
          <h3 className="mb-1 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
            <Mic className="size-4" aria-hidden="true" /> {t('radio.broadcast.icecast')}
          </h3>
          <dl>
            <CopyRow name={t('radio.broadcast.serverType')} value="Icecast 2" />
            <CopyRow name={t('radio.broadcast.host')} value={studio.icecast.host} />
            <CopyRow name={t('radio.broadcast.port')} value={String(studio.icecast.port)} />
            <CopyRow name={t('radio.broadcast.mount')} value={studio.icecast.mount} />
            <CopyRow name={t('radio.broadcast.username')} value={studio.icecast.username} />
          </dl>
          <p className="mb-4 mt-2 text-sm text-ink-soft">{t('radio.broadcast.password')}</p>
          <SourceKeyRows username={username} />
        </div>
      </CardContent>
    </Card>
  );
}

const steps: Array<[MessageId, MessageId]> = [
  ['radio.broadcast.step1', 'radio.broadcast.step1Text'],
  ['radio.broadcast.step2', 'radio.broadcast.step2Text'],
  ['radio.broadcast.step3', 'radio.broadcast.step3Text'],
  ['radio.broadcast.step4', 'radio.broadcast.step4Text'],
];

function Guide() {
  const t = useT();
  return (
    <section className="flex min-w-0 flex-col gap-6 lg:col-span-2" aria-labelledby="guide-heading">
      <h2 id="guide-heading" className="text-2xl font-semibold">
        {t('radio.broadcast.steps')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(([title, text], i) => (
          <li key={title} className="rounded-(--radius-card) border border-border bg-surface p-5 shadow-sm">
            <span className="mb-2 flex size-9 items-center justify-center rounded-full bg-primary text-on-primary font-bold">{i + 1}</span>
            <h3 className="font-semibold">{t(title)}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(text)}</p>
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BookOpen className="size-5 text-primary" aria-hidden="true" /> {t('radio.broadcast.guides')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <GuideLinks className="flex flex-col gap-2" />
          <p className="text-sm text-ink-soft">
            <T
              id="radio.broadcast.more"
              values={{
                a: (c) => (
                  <a className="text-primary underline" href="https://obsproject.com/kb/quick-start-guide" target="_blank" rel="noreferrer">
                    {c}
                  </a>
                ),
              }}
            />
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
