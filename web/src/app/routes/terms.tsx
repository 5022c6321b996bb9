import { LegalPageView } from '@/features/site/components/legal-page';

export default function TermsPage() {
  return <LegalPageView slug="terms" fallbackTitle="Terms of Service" />;
}
