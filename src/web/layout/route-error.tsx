import { isRouteErrorResponse, useRouteError } from 'react-router';
import { languagePath } from '../../common/languages';
import { buttonClasses } from '../components/ui/button';
import { useTranslator } from '../lib/i18n';

/** Shown when a route fails to render or a lazy page cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const { t, language } = useTranslator();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-sea-800">{t('error.title')}</h1>
      <p className="text-muted-foreground">{detail ?? t('error.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <a href={languagePath(language, '/')} className={buttonClasses({ variant: 'outline' })}>
          {t('error.goHome')}
        </a>
      </div>
    </main>
  );
}
