import { Compass } from 'lucide-react';
import { NotFoundScreen } from '../layout/not-found-screen';
import { useTranslator } from '../lib/i18n';

/** Any unknown path (SPEC 2). */
export function NotFoundPage() {
  const { t } = useTranslator();
  return (
    <NotFoundScreen
      title={t('notFound.title')}
      description={t('notFound.description')}
      message={t('notFound.message')}
      icon={Compass}
      eyebrow="404"
      link={{ to: '/', label: t('notFound.backHome') }}
    />
  );
}
