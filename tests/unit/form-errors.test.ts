import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../src/web/lib/api-client';
import { showServerFieldErrors } from '../../src/web/lib/form-errors';

type Form = { email: string; password: string; confirmPassword: string };

const refusal = (fields: Record<string, string>) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ message: Object.values(fields).join('; '), fields }));

describe('showServerFieldErrors', () => {
  it("sets the server's message on each refused field of the form, focusing the first", () => {
    const setError = vi.fn<UseFormSetError<Form>>();
    showServerFieldErrors<Form>(refusal({ password: 'Too common', email: 'Taken' }), setError, [
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too common' }, { shouldFocus: false }],
    ]);
  });

  it('leaves out fields the form does not have, which would block every later submit', () => {
    const setError = vi.fn<UseFormSetError<Form>>();
    showServerFieldErrors<Form>(refusal({ 'places.0': 'Unknown place' }), setError, ['email', 'password']);
    showServerFieldErrors<Form>(new ApiError(500, 'Internal Server Error', ''), setError, ['email']);
    expect(setError).not.toHaveBeenCalled();
  });
});
