import { LegalPageView } from '@/features/site/components/legal-page';
import { useT } from '@/i18n/t';

export default function PrivacyPage() {
  const t = useT();
  return <LegalPageView slug="privacy" fallbackTitle={t('layout.nav.privacy')} />;
}
