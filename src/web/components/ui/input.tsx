import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full min-w-0 rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-3 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-destructive aria-invalid:outline-destructive/30 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

/** An email address field: typed and completed as one, and read left to right in every language. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input dir="ltr" type="email" autoComplete="email" inputMode="email" {...props} />;
}
