import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Podcasts" lead="Teaching, prayer and worship episodes to listen to whenever you like." />;
}
