import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { PageLayout } from '../layout/page-layout';
import { Seo } from '../layout/seo';
import { pageTitle } from '../lib/site';

/** Any unknown path (SPEC 2). */
export function NotFoundPage() {
  return (
    <PageLayout showcase={false}>
      <Seo title={pageTitle('Page Not Found')} description="The page you are looking for does not exist." />
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <span className="flex size-16 items-center justify-center rounded-full bg-terracotta-50 text-terracotta-700">
          <Compass className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-bold uppercase tracking-widest text-terracotta-700">404</p>
        <h1 className="mt-2 text-4xl font-bold text-foreground">Page Not Found</h1>
        <p className="mt-4 max-w-md text-muted-foreground">
          Did you forget to add the page to the router? The address may be mistyped, or the page has moved.
        </p>
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          Back to Home
        </Link>
      </Container>
    </PageLayout>
  );
}
