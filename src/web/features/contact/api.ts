import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactBody, contactCreatedSchema } from '../../../common/schemas/contact';
import { apiSend } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

type ContactCreated = z.infer<typeof contactCreatedSchema>;

/** POST /api/contact with name, email, subject and message. The form shows the toasts and resets itself. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiSend<ContactCreated>('POST', API.contact, body),
  });
}
