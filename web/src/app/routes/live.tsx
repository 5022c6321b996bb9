import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Live Studio" lead="Watch and chat along when our hosts are on air." />;
}
