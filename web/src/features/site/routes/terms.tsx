import { LegalPageView } from '../components/legal-page';

export default function TermsPage() {
  return <LegalPageView slug="terms" fallbackTitle="Terms of Service" />;
}
