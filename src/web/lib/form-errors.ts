import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api-client';

/**
 * Shows the server's message for each refused field beside that field, and moves the focus to the first.
 * Only the form's own fields: react-hook-form keeps an error set on a name it has no input for, and would
 * refuse every later submit; such a message still reaches the visitor in the failure toast.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly FieldPath<Values>[],
): void {
  const messages = fieldErrors(error);
  let first = true;
  for (const name of formFields) {
    const message = messages[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
