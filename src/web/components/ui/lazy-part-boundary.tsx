import { Component, Suspense, type ReactNode } from 'react';

interface LazyPartBoundaryProps {
  /** What the part is, for the log. */
  name: string;
  /** Shown instead of the part once its code has failed to load. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Around a React.lazy part that is not a page (the toasts, the user menu, the markdown preview): when its
 * code cannot be loaded (a deploy replaced it while the tab was open, or no network), the rest of the page
 * stays and the failure is logged. Without it the error reaches the root and the page goes blank.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.name} could not be loaded:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * A React.lazy part in a Suspense boundary and a LazyPartBoundary of its own: nothing shows while its code
 * loads, and a part the server drew stays as drawn until its code arrives; the rest of the page is not held.
 */
export function LazyPart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <LazyPartBoundary name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </LazyPartBoundary>
  );
}
