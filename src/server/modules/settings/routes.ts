import { publicSettingsSchema, socialLinksSchema } from '../../../common/schemas/settings';
import type { AppContext, ZodApp } from '../../context';
import { getSettings, SETTINGS_CACHE_KEY } from './service';
import { API } from '../../../common/api-paths';

export function settingsRoutes(app: ZodApp, ctx: AppContext): void {
  const settingsRow = () => ctx.cache.get(SETTINGS_CACHE_KEY, () => getSettings(ctx.db));

  /** The analytics id and the operator's mailboxes, which the contact and legal pages show. */
  app.get(API.settings.public, { schema: { response: { 200: publicSettingsSchema } } }, async () => {
    const { googleAnalyticsId, contactEmail, privacyEmail, legalEmail } = await settingsRow();
    return { googleAnalyticsId, contactEmail, privacyEmail, legalEmail };
  });

  /** The footer's social icons; these URLs are public by nature. */
  app.get(API.settings.social, { schema: { response: { 200: socialLinksSchema } } }, async () => {
    const { facebookUrl, instagramUrl, twitterUrl, youtubeUrl, tiktokUrl, pinterestUrl } =
      await settingsRow();
    return { facebookUrl, instagramUrl, twitterUrl, youtubeUrl, tiktokUrl, pinterestUrl };
  });
}
