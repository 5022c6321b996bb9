import { Link } from 'react-router';
import { ArrowRight, HandHeart, MessageCircle } from 'lucide-react';
import { categoryLabel } from '@selah/contracts/community';
import { paths } from '@selah/contracts/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/format';
import { useThreads } from '../api/get-threads';
import { authorDisplay } from './author-line';

const fields = [
  { label: 'Prayer Requests', category: 'prayer' },
  { label: 'Testimonies', category: 'testimonies' },
  { label: 'Youth Voices', category: 'youth' },
  { label: 'Faith Stories', category: 'stories' },
];

/** Home page: what the community is praying about right now. */
export function MinistryFieldsTeaser() {
  const { data, isPending } = useThreads({ tab: 'recent' }, null);
  const latest = data?.pages[0]?.threads.slice(0, 3) ?? [];
  return (
    <section aria-labelledby="ministry-fields" className="py-14">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-widest text-primary uppercase">Ministry Fields</p>
            <h2 id="ministry-fields" className="mt-1 text-3xl font-semibold sm:text-4xl">
              A community that prays together
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.community.getHref()}>
              Join the conversation <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Community shortcuts">
          {fields.map((f) => (
            <li key={f.category}>
              <Link
                to={paths.community.getHref({ category: f.category })}
                className="inline-flex rounded-full border border-border bg-surface px-4 py-2 font-semibold hover:border-primary/40 hover:bg-primary-soft"
              >
                {f.label}
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
            : latest.map((t) => (
                <li key={t.id}>
                  <Link
                    to={paths.community.getHref({ thread: t.id })}
                    className="flex h-full flex-col gap-3 rounded-(--radius-card) border border-border bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
                  >
                    <Badge className="self-start">{categoryLabel(t.category)}</Badge>
                    <h3 className="text-xl font-semibold">{t.title}</h3>
                    <p className="line-clamp-3 text-ink-soft">{t.excerpt}</p>
                    <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                      <span>{authorDisplay(t.authorInfo)}</span>
                      <span>{timeAgo(t.lastActivity)}</span>
                      <span className="inline-flex items-center gap-1">
                        <MessageCircle className="size-4" aria-hidden="true" />
                        {t.replies}
                      </span>
                      {t.prayers ? (
                        <span className="inline-flex items-center gap-1">
                          <HandHeart className="size-4" aria-hidden="true" />
                          {t.prayers}
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
