/** The settings form's fields and how its text becomes the PUT /api/admin/settings body. */
import type {
  OperatorMailboxes,
  PlatformSettings,
  SettingsBody,
  SocialLinks,
} from '../../../../common/schemas/settings';

/** What the form holds: the text of each field, blanks included. */
export type SettingsFormValues = { [Key in keyof SocialLinks | keyof OperatorMailboxes]: string } & {
  pinterestPostsPerDay: string;
  googleAnalyticsId: string;
};

export const SOCIAL_URL_FIELDS: readonly { name: keyof SocialLinks; label: string; placeholder: string }[] = [
  { name: 'facebookUrl', label: 'Facebook URL', placeholder: 'https://www.facebook.com/yourpage' },
  { name: 'instagramUrl', label: 'Instagram URL', placeholder: 'https://www.instagram.com/yourprofile' },
  { name: 'twitterUrl', label: 'Twitter/X URL', placeholder: 'https://x.com/yourhandle' },
  { name: 'youtubeUrl', label: 'YouTube URL', placeholder: 'https://www.youtube.com/@yourchannel' },
  { name: 'tiktokUrl', label: 'TikTok URL', placeholder: 'https://www.tiktok.com/@yourhandle' },
  { name: 'pinterestUrl', label: 'Pinterest URL', placeholder: 'https://www.pinterest.com/yourprofile' },
];

export const MAILBOX_FIELDS: readonly { name: keyof OperatorMailboxes; label: string; hint: string }[] = [
  { name: 'contactEmail', label: 'Contact email', hint: 'Shown on the Contact page.' },
  {
    name: 'privacyEmail',
    label: 'Privacy email',
    hint: 'Shown on the legal pages for questions about personal data.',
  },
  { name: 'legalEmail', label: 'Legal email', hint: 'Shown on the legal pages for other legal questions.' },
];

/** Every field of the form, each named as the PUT body names it: a refusal of one shows beside it. */
export const SETTINGS_FIELDS: readonly (keyof SettingsFormValues)[] = [
  'pinterestPostsPerDay',
  'googleAnalyticsId',
  ...SOCIAL_URL_FIELDS.map(({ name }) => name),
  ...MAILBOX_FIELDS.map(({ name }) => name),
];

/**
 * SPEC 5: posts per day is a number, and anything that is not one (a blank field) becomes 0. A number out
 * of 0-10 or with a fraction is sent as typed, so the server's own message says what is wrong with it.
 */
export function postsPerDayFromInput(text: string): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed === '' || !Number.isFinite(value) ? 0 : value;
}

/** The saved settings as form text: a setting that is not configured is a blank field. */
export function settingsFormValues(settings: PlatformSettings): SettingsFormValues {
  return {
    pinterestPostsPerDay: String(settings.pinterestPostsPerDay),
    facebookUrl: settings.facebookUrl ?? '',
    instagramUrl: settings.instagramUrl ?? '',
    twitterUrl: settings.twitterUrl ?? '',
    youtubeUrl: settings.youtubeUrl ?? '',
    tiktokUrl: settings.tiktokUrl ?? '',
    pinterestUrl: settings.pinterestUrl ?? '',
    googleAnalyticsId: settings.googleAnalyticsId ?? '',
    contactEmail: settings.contactEmail ?? '',
    privacyEmail: settings.privacyEmail ?? '',
    legalEmail: settings.legalEmail ?? '',
  };
}

/** The PUT body: every setting together; the server trims the text and stores blanks as not configured. */
export function settingsBody(values: SettingsFormValues): SettingsBody {
  return { ...values, pinterestPostsPerDay: postsPerDayFromInput(values.pinterestPostsPerDay) };
}
