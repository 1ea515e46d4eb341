import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  /** An icon element shown above the text (give it its size and colour). */
  icon?: ReactNode;
  /** 'status' or 'alert' when the message should be announced. */
  role?: 'status' | 'alert';
  children: ReactNode;
}

/** A dashed box saying there is nothing to show, or that it could not be loaded. */
export function EmptyState({ icon, role, children }: EmptyStateProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-sand-300 bg-card px-6 text-center text-muted-foreground',
        icon ? 'py-14' : 'py-10',
      )}
    >
      {icon}
      <div className={cn('flex max-w-md flex-col items-center', icon && 'mt-4')}>{children}</div>
    </div>
  );
}
