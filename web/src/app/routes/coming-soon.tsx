import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container, PageHeader } from '@/components/ui/page';

/** A page whose feature is still being built: says so plainly and offers the radio meanwhile. */
export function ComingSoon({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageHeader eyebrow="Coming soon" title={title} lead={lead} />
      <Container className="py-12">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8">
          <Sparkles className="size-8 text-gold" aria-hidden="true" />
          <p className="text-lg text-ink-soft">
            Our volunteers are preparing this part of the station. Until it opens, the radio plays all day and the community is gathering to
            pray.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/">Listen live</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/community">Visit the community</Link>
            </Button>
          </div>
        </div>
      </Container>
    </>
  );
}
