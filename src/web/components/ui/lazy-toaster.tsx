import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyPartBoundary } from './lazy-part-boundary';
import { useToast } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Mounts the Toaster with the first toast and keeps it: its library stays out of the first load. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <LazyPartBoundary name="notifications">
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LazyPartBoundary>
  );
}
