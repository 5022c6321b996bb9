import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Broadcaster Studio" lead="Everything our DJs need to go on air." />;
}
