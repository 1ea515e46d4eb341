import { lazy, Suspense, type ReactNode } from 'react';
import { LazyPart } from '../components/ui/lazy-part-boundary';
import { cn } from '../lib/cn';
import { loadWords, useTranslator } from '../lib/i18n';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';

/** Far down every page, with nothing to press but its links: its code and words come after the first load. */
const ToursShowcase = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/tours/components/tours-showcase'),
    loadWords(['later']),
  ]);
  return { default: module.ToursShowcase };
});

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
  const { t } = useTranslator();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('layout.skipLink')}
      </a>
      <Header {...header} />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      {/* Boundaries of their own, so hydration commits them apart from the page: shorter tasks. */}
      {showcase && (
        <LazyPart name="tours showcase">
          <ToursShowcase />
        </LazyPart>
      )}
      {/* Nothing in the footer suspends in the browser, so its empty fallback never shows. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
