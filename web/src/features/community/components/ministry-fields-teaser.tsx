import { Link } from 'react-router';
import { ArrowRight, HandHeart, MessageCircle } from 'lucide-react';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { useThreads } from '../api/get-threads';
import { authorDisplay } from './author-line';
import { useT } from '@/i18n/t';
import { categoryName } from '../category-name';

const fields = ['prayer', 'testimonies', 'youth', 'stories'];

/** Home page: what the community is praying about right now. */
export function MinistryFieldsTeaser() {
  const t = useT();
  const { data, isPending } = useThreads({ tab: 'recent' }, null);
  const latest = data?.pages[0]?.threads.slice(0, 3) ?? [];
  return (
    <section aria-labelledby="ministry-fields" className="py-14">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-widest text-primary uppercase">{t('community.teaser.eyebrow')}</p>
            <h2 id="ministry-fields" className="mt-1 text-3xl font-semibold sm:text-4xl">
              {t('community.teaser.title')}
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.community.getHref()}>
              {t('community.teaser.join')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('community.teaser.shortcuts')}>
          {fields.map((category) => (
            <li key={category}>
              <Link
                to={paths.community.getHref({ category })}
                className="inline-flex rounded-full border border-border bg-surface px-4 py-2 font-semibold hover:border-primary/40 hover:bg-primary-soft"
              >
                {categoryName(t, category)}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {isPending
            ? [0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton className="h-44" />
                </li>
              ))
            : latest.map((thread) => (
                <li key={thread.id}>
                  <Link
                    to={paths.community.getHref({ thread: thread.id })}
                    className="flex h-full flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
                  >
                    <Badge className="self-start">{categoryName(t, thread.category)}</Badge>
                    <h3 className="text-xl font-semibold">{thread.title}</h3>
                    <p className="line-clamp-3 text-ink-soft">{thread.excerpt}</p>
                    <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                      <span>{authorDisplay(thread.authorInfo)}</span>
                      <span>{timeAgo(thread.lastActivity)}</span>
                      <span className="inline-flex items-center gap-1">
                        <MessageCircle className="size-4" aria-hidden="true" />
                        {thread.replies}
                      </span>
                      {thread.prayers ? (
                        <span className="inline-flex items-center gap-1">
                          <HandHeart className="size-4" aria-hidden="true" />
                          {thread.prayers}
                        </span>
                      ) : null}
                    </p>
                  </Link>
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}
