import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-terracotta-700',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-sea-100',
  outline: 'border border-input bg-card text-foreground hover:bg-sand-100',
  ghost: 'text-foreground hover:bg-sand-100',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800',
  link: 'rounded-md text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'h-10 px-5 text-sm [&_svg]:size-4',
  sm: 'h-9 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-7 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Class names of a button, for links styled as buttons without asChild. */
export function buttonClasses({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={buttonClasses({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
