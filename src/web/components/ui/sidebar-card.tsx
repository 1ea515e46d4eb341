import { useId, type ReactNode } from 'react';
import { Card } from './card';

export interface SidebarCardProps {
  title: string;
  /** The landmark the card is: a region ('section', the default) or a list of links ('nav'). */
  landmark?: 'section' | 'nav';
  className?: string;
  children: ReactNode;
}

/** A titled card for a sidebar, labelled by its heading. */
export function SidebarCard({
  title,
  landmark: Landmark = 'section',
  className,
  children,
}: SidebarCardProps) {
  const headingId = useId();
  return (
    <Card className={className}>
      <Landmark aria-labelledby={headingId} className="p-5">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </Landmark>
    </Card>
  );
}
