import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Donate" lead="Support listener-powered radio with a gift." />;
}
