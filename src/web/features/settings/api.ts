import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorMailboxes, PublicSettings, SocialLinks } from '../../../common/schemas/settings';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const settingsKeys = {
  public: [API.settings.public] as const,
  social: [API.settings.social] as const,
};

/** GET /api/settings/public: { googleAnalyticsId, contactEmail, privacyEmail, legalEmail } */
export const publicSettingsQuery = queryOptions({
  queryKey: settingsKeys.public,
  queryFn: getQueryFn<PublicSettings>({ on401: 'throw' }),
});

/** GET /api/settings/social */
export const socialSettingsQuery = queryOptions({
  queryKey: settingsKeys.social,
  queryFn: getQueryFn<SocialLinks>({ on401: 'throw' }),
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
export const useSocialSettings = () => useQuery(socialSettingsQuery);

/**
 * The analytics measurement id for useAnalytics: undefined while loading or when the settings cannot be
 * read (nothing happens), otherwise the configured id or null.
 */
export function useMeasurementId(): string | null | undefined {
  const { data, isError } = usePublicSettings();
  if (isError || !data) return undefined;
  return data.googleAnalyticsId;
}

const NO_MAILBOXES: OperatorMailboxes = { contactEmail: null, privacyEmail: null, legalEmail: null };

/**
 * The operator's mailboxes for the contact and legal pages: none while the settings load or when they
 * cannot be read, so a page never shows an address the operator did not give.
 */
export function useOperatorMailboxes(): OperatorMailboxes {
  return usePublicSettings().data ?? NO_MAILBOXES;
}
