import { Compass } from 'lucide-react';
import { STATIC_PAGES } from '../../common/page-meta';
import { NotFoundScreen } from '../layout/not-found-screen';

/** Any unknown path (SPEC 2). */
export function NotFoundPage() {
  return (
    <NotFoundScreen
      title={STATIC_PAGES['/not-found'].name}
      description={STATIC_PAGES['/not-found'].description}
      message="Did you forget to add the page to the router? The address may be mistyped, or the page has moved."
      icon={Compass}
      eyebrow="404"
      link={{ to: '/', label: 'Back to Home' }}
    />
  );
}
