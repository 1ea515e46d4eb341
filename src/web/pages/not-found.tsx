import { Compass } from 'lucide-react';
import { NOT_FOUND_PAGE } from '../../common/page-meta';
import { NotFoundScreen } from '../layout/not-found-screen';

/** Any unknown path (SPEC 2). */
export function NotFoundPage() {
  return (
    <NotFoundScreen
      title={NOT_FOUND_PAGE.name}
      description={NOT_FOUND_PAGE.description}
      message="Did you forget to add the page to the router? The address may be mistyped, or the page has moved."
      icon={Compass}
      eyebrow="404"
      link={{ to: '/', label: 'Back to Home' }}
    />
  );
}
