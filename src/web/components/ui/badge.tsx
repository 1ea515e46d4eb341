import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-sea-50 text-sea-800 ring-1 ring-inset ring-sea-200',
  accent: 'bg-accent text-accent-foreground',
  outline: 'bg-card text-foreground ring-1 ring-inset ring-input',
  success: 'bg-olive-50 text-olive-700 ring-1 ring-inset ring-olive-700/20',
  warning: 'bg-terracotta-50 text-terracotta-700 ring-1 ring-inset ring-terracotta-100',
  destructive: 'bg-destructive text-destructive-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
