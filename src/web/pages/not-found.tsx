import { Compass } from 'lucide-react';
import { NotFoundScreen } from '../layout/not-found-screen';

/** Any unknown path (SPEC 2). */
export function NotFoundPage() {
  return (
    <NotFoundScreen
      title="Page Not Found"
      description="The page you are looking for does not exist."
      message="Did you forget to add the page to the router? The address may be mistyped, or the page has moved."
      icon={Compass}
      eyebrow="404"
      link={{ to: '/', label: 'Back to Home' }}
    />
  );
}
