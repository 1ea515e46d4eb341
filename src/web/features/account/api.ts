import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, DeleteAccountBody } from '../../../common/schemas/account';
import { apiSend } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

/** The download of everything kept about the signed-in visitor (a JSON attachment). */
export const ACCOUNT_EXPORT_URL = API.account.export;

/** PUT /api/account/password: this device stays signed in (the server sends a fresh cookie). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiSend('PUT', API.account.password, body),
  });
}

/** DELETE /api/account, then forgets everything cached about the visitor (the user, their favourites). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiSend('DELETE', API.account.root, body),
    onSuccess: () => queryClient.clear(),
  });
}
