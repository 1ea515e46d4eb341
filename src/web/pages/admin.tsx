import { Container } from '../components/ui/container';
import { PageLayout } from '../layout/page-layout';

/** Placeholder: replaced by the page's owner. */
export function AdminPage() {
  return (
    <PageLayout>
      <Container className="py-12">
        <h1 className="text-3xl font-bold text-foreground">Admin Dashboard</h1>
      </Container>
    </PageLayout>
  );
}
