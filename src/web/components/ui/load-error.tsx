import { RotateCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A read that failed: what could not be loaded, the server's reason, and 'Try again'. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return (
    <EmptyState role="alert" icon={<TriangleAlert className="size-10 text-destructive" aria-hidden="true" />}>
      <p className="text-lg font-semibold text-foreground">Could not load {what}</p>
      <p className="mt-1">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </EmptyState>
  );
}
