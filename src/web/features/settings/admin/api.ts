import { useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings, SettingsBody } from '../../../../common/schemas/settings';
import { toast } from '../../../components/ui/use-toast';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { settingsKeys } from '../api';
import { ADMIN_API } from '../../../../common/api-paths';

/** GET /api/admin/settings */
export const usePlatformSettings = () => useAdminQuery<PlatformSettings>(ADMIN_API.settings);

/**
 * PUT /api/admin/settings. On success the form and the public reads (the footer's social icons, the
 * analytics id) refetch; the server's validation message is the 'Update Failed' toast's description.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useAdminMutation<SettingsBody, PlatformSettings>({
    request: (body) => ({ method: 'PUT', path: ADMIN_API.settings, body }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_API.settings],
    onSuccess: async () => {
      await Promise.all(
        [settingsKeys.public, settingsKeys.social].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast({ title: 'Settings Saved', description: 'Your settings are live on the site.' });
    },
  });
}
