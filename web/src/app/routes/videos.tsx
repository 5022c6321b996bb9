import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Videos" lead="Worship sets, testimonies and teachings from our studio." />;
}
