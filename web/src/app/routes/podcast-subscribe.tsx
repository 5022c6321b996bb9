import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Rss } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Card, CardContent } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Container, PageHeader } from '@/components/ui/page';
import { useShow } from '@/features/media/api/get-shows';
import { useStation } from '@/features/site/api/get-station';
import { translate, useT } from '@/i18n/t';

/** Each app's documented link for following a feed (the app opens when it is installed). */
const apps = (feed: string) => {
  const { host, pathname } = new URL(feed);
  const bare = `${host}${pathname}`;
  return [
    { name: 'Apple Podcasts', where: translate('media.subscribe.appleDevices'), href: `podcast://${bare}` },
    { name: 'Overcast', where: 'iPhone', href: `overcast://x-callback-url/add?url=${encodeURIComponent(feed)}` },
    { name: 'Pocket Casts', where: translate('media.subscribe.iphoneAndroid'), href: `pktc://subscribe/${bare}` },
    { name: 'Castro', where: 'iPhone', href: `castro://subscribe/${bare}` },
    { name: 'AntennaPod', where: 'Android', href: `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feed)}` },
    { name: 'Podcast Addict', where: 'Android', href: `podcastaddict://${bare}` },
  ];
};

/** /podcasts/subscribe[?show=id]: follow the station's podcasts (or one series) in a podcast app. */
export default function PodcastSubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const showId = params.get('show') ?? '';
  const show = useShow(showId, { enabled: showId !== '' });
  const station = useStation();
  const feedPath = showId && show.data ? show.data.feedUrl : '/podcasts/feed.xml';
  const feed = `${window.location.origin}${feedPath}`;
  const title = showId && show.data ? show.data.title : t('media.subscribe.stationPodcasts', { station: station.name });
  const back = showId ? paths.podcastShow.getHref(showId) : paths.podcasts.getHref();
  return (
    <>
      <PageHeader eyebrow={t('media.podcasts.eyebrow')} title={t('media.subscribe.title', { title })} lead={t('media.subscribe.lead')} />
      <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
        <Link to={back} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('media.subscribe.back')}
        </Link>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('media.subscribe.apps')}>
          {apps(feed).map((app) => (
            <li key={app.name}>
              <a
                href={app.href}
                className="flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-xs transition-colors hover:border-primary/50 focus-visible:outline-2"
              >
                <span className="text-lg font-semibold text-ink">{app.name}</span>
                <span className="text-sm text-ink-soft">{app.where}</span>
              </a>
            </li>
          ))}
        </ul>
        <Card>
          <CardContent className="flex flex-col gap-3 p-5 pt-5 sm:pt-5">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Rss className="size-5 text-primary" aria-hidden="true" /> {t('media.subscribe.otherApp')}
            </p>
            <p className="text-ink-soft">{t('media.subscribe.howTo')}</p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 overflow-x-auto rounded-xl bg-muted/60 px-3 py-2 text-sm" data-testid="feed-address">
                {feed}
              </code>
              <CopyButton value={feed} label={t('media.subscribe.address')} />
            </div>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
