import { Suspense, type ReactNode } from 'react';
import { ToursShowcase } from '../features/tours/components/tours-showcase';
import { cn } from '../lib/cn';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';

export interface PageLayoutProps extends HeaderProps {
  children: ReactNode;
  /**
   * Show the tours showcase above the footer (default true). Pages with a tours widget of their own turn it
   * off: one block of tours per page.
   */
  showcase?: boolean;
  /** Classes for <main>; pages handle their own widths with <Container>. */
  className?: string;
}

/** Header + main + tours showcase + footer. Header props (onSearch, onLocate...) pass through. */
export function PageLayout({ children, showcase = true, className, ...header }: PageLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header {...header} />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      {/* Boundaries of their own, so hydration commits them apart from the page: shorter tasks. Nothing in
          them suspends in the browser, so their empty fallbacks never show. */}
      <Suspense fallback={null}>
        {showcase && <ToursShowcase />}
        <Footer />
      </Suspense>
    </div>
  );
}
