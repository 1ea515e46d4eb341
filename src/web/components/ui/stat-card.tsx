import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { Skeleton } from './skeleton';

/** One figure of the admin overview: a labelled group with its value (a skeleton while loading) and a note. */
export function StatCard({
  label,
  icon: Icon,
  value,
  note,
}: {
  label: string;
  icon: LucideIcon;
  value: string | number | undefined;
  note: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-sm font-semibold text-muted-foreground">
          {label}
        </h3>
        <Icon className="size-5 text-sea-700" aria-hidden />
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-9 w-16" />
      ) : (
        <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{value}</p>
      )}
      <p className="mt-1 text-sm text-muted-foreground">{note}</p>
    </Card>
  );
}
