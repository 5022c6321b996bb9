import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';

export default function NotFoundPage() {
  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-amber-800">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold uppercase tracking-widest text-primary">Page not found</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">We couldn't find that page</h1>
      <p className="max-w-md text-lg text-ink-soft">
        The link may be old or mistyped. The music is still playing: head home or visit the community.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/community">Community</Link>
        </Button>
      </div>
    </Container>
  );
}
