import { RotateCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A visitor's page's own words for a failed read, in its language. */
export interface LoadErrorWords {
  title: string;
  detail: string;
  retry: string;
}

/**
 * A read that failed: what could not be loaded, why, and 'Try again'. The dashboard (English) names `what`
 * and shows the server's reason; a visitor's page gives its `words` in the page's language.
 */
export function LoadError({
  what,
  error,
  onRetry,
  words,
}: { error: unknown; onRetry(): void } & (
  { what: string; words?: undefined } | { what?: undefined; words: LoadErrorWords }
)) {
  return (
    <EmptyState role="alert" icon={<TriangleAlert className="size-10 text-destructive" aria-hidden="true" />}>
      <p className="text-lg font-semibold text-foreground">{words?.title ?? `Could not load ${what}`}</p>
      <p className="mt-1">{words?.detail ?? errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {words?.retry ?? 'Try again'}
      </Button>
    </EmptyState>
  );
}
