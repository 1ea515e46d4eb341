import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthAnswer, LoginBody, RegisterBody, User } from '../../../common/schemas/auth';
import { apiSend } from '../../lib/api-client';
import { authKeys } from '../../lib/auth';
import { API } from '../../../common/api-paths';

/** 'First Last', or the email when there is no name. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.email;
}

/** POST /api/auth/login, then refreshes the user. The form shows toasts and navigates. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await apiSend<AuthAnswer>('POST', API.auth.login, body)).user,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}

/** The register request: empty first and last names are left out (SPEC 5). */
export function registerBody({ email, password, firstName, lastName }: RegisterBody): RegisterBody {
  const body: RegisterBody = { email, password };
  if (firstName?.trim()) body.firstName = firstName.trim();
  if (lastName?.trim()) body.lastName = lastName.trim();
  return body;
}

/** POST /api/auth/register, then refreshes the user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterBody) =>
      (await apiSend<AuthAnswer>('POST', API.auth.register, registerBody(input))).user,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}

/** POST /api/auth/logout: clears the whole cache and goes to '/' by full navigation; a failure is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', API.auth.logout),
    onSuccess: () => {
      queryClient.clear();
      window.location.href = '/';
    },
    onError: (error) => {
      console.error('Logout failed:', error);
    },
  });
}
