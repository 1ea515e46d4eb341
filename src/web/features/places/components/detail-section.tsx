import { useId, type ReactNode } from 'react';

/** A section of a place page, labelled by its heading ('About', 'Location'...). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
