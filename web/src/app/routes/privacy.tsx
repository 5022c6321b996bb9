import { LegalPageView } from '@/features/site/components/legal-page';

export default function PrivacyPage() {
  return <LegalPageView slug="privacy" fallbackTitle="Privacy Policy" />;
}
