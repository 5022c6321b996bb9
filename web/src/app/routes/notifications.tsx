import { ComingSoon } from './coming-soon';

export default function Page() {
  return <ComingSoon title="Notifications" lead="Replies, prayers and reminders from your community." />;
}
