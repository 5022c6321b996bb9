import { LegalPageView } from '@/features/site/components/legal-page';
import { useT } from '@/i18n/t';

export default function TermsPage() {
  const t = useT();
  return <LegalPageView slug="terms" fallbackTitle={t('layout.nav.terms')} />;
}
