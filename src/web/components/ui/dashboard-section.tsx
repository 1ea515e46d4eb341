import { useId, type ReactNode, type Ref } from 'react';

export interface DashboardSectionProps {
  title: string;
  /** A line under the title: what the section is for, or how many items it holds. */
  description?: ReactNode;
  /** Buttons at the end of the title's row, e.g. 'New Article'. */
  actions?: ReactNode;
  /** Given, the heading can take the focus from script (tabIndex -1), e.g. when a view opens or returns. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A section of the admin dashboard (a tab, the article editor), named by its h2: the title with a description
 * under it and actions beside it, wrapping on a narrow screen, then the content.
 */
export function DashboardSection({
  title,
  description,
  actions,
  headingRef,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-2xl font-bold focus-visible:outline-none"
          >
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
