import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/page';
import { useStation } from '@/features/site/api/get-station';
import { SponsorBanner } from '@/features/site/components/sponsor-banner';
import { MinistryFieldsTeaser } from '@/features/community/components/ministry-fields-teaser';

export default function HomePage() {
  const station = useStation();
  return (
    <>
    <section className="bg-night text-white">
      <Container className="flex flex-col gap-6 py-16 sm:py-24">
        <p className="text-sm font-bold uppercase tracking-widest text-gold">{station.tagline}</p>
        <h1 className="max-w-3xl text-4xl font-semibold text-white sm:text-6xl">Welcome to {station.name}</h1>
        <p className="max-w-2xl text-lg text-white/80">{station.description}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="gold" size="lg">
            <Link to="/community">Join Community</Link>
          </Button>
        </div>
      </Container>
    </section>
    <MinistryFieldsTeaser />
    <SponsorBanner />
    </>
  );
}
