import { useId, type ReactNode } from 'react';
import { Container } from '../components/ui/container';

/** A full-width band of a page: a heading with an optional subtitle and action (a 'View All' link), then content. */
export function PageSection({
  title,
  subtitle,
  action,
  tinted = false,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={tinted ? 'mt-16 bg-sea-50 py-14' : 'py-14'}>
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={id} className="text-2xl font-bold text-foreground sm:text-3xl">
              {title}
            </h2>
            {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
          </div>
          {action}
        </div>
        {children}
      </Container>
    </section>
  );
}
