import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Event" lead="Details of a station event." />;
}
