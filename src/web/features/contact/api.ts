import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '../../../common/schemas/contact';
import { apiSend } from '../../lib/api-client';

export interface ContactCreated {
  id: number;
  message: string;
}

/** POST /api/contact with name, email, subject and message. The page shows the toasts and resets the form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiSend<ContactCreated>('POST', '/api/contact', body),
  });
}
