import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Notification Settings" lead="Choose how and when we let you know." />;
}
