import { Container, PageHeader } from '@/components/ui/page';

// Placeholder: the page arrives with its issue.
export default function Page() {
  return (
    <>
      <PageHeader title="privacy" />
      <Container className="py-10">
        <p>This page is being prepared.</p>
      </Container>
    </>
  );
}
