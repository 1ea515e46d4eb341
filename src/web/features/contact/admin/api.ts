import { useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../common/schemas/contact';
import { invalidateAdmin, useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { ADMIN_API } from '../../../../common/api-paths';

/** GET /api/admin/contact-messages, newest first; the tab and its unread badge share this read. */
export const useContactMessages = () => useAdminQuery<ContactMessage[]>(ADMIN_API.contactMessages);

/**
 * PATCH /api/admin/contact-messages/{id} with isRead; a failure toasts 'Update Failed'. The list refetches
 * either way: after a failure (a message deleted meanwhile, say) it shows what the server now holds.
 */
export function useSetMessageRead(id: number) {
  const queryClient = useQueryClient();
  return useAdminMutation<boolean, ContactMessage>({
    request: (isRead) => ({ method: 'PATCH', path: `${ADMIN_API.contactMessages}/${id}`, body: { isRead } }),
    failureTitle: 'Update Failed',
    onSettled: () => invalidateAdmin(queryClient, ADMIN_API.contactMessages),
  });
}
