import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The attributes FormField gives its control. */
export type FormFieldControlProps = Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export interface FormFieldProps {
  label: string;
  /** The field's validation error (react-hook-form's FieldError fits); its message shows under the control. */
  error?: { message?: string };
  /** A line of help under the control, hidden while there is an error. */
  hint?: string;
  /** Renders the control with the given id and aria attributes. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** A label, its control, an optional hint and the error line, wired with ids for assistive technology. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error?.message}</FieldError>
    </div>
  );
}

/** A form field's error line, tied to its input with aria-describedby. */
function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
