import type { ComponentProps } from 'react';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** The browser's own select, styled as the form's inputs: on a phone it opens the system's picker. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 pr-8', className)} {...props} />;
}
