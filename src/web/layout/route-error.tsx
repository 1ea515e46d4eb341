import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** Shown when a route fails to render or a lazy page cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-sea-800">Something went wrong</h1>
      <p className="text-muted-foreground">
        {detail ?? 'This page could not be displayed. Please reload, or go back to the home page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonClasses({ variant: 'outline' })}>
          Go Home
        </a>
      </div>
    </main>
  );
}
