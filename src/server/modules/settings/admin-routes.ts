import { platformSettingsSchema, settingsBodySchema } from '../../../common/schemas/settings';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { getSettings, platformSettings, saveSettings, SETTINGS_CACHE_KEY } from './service';

export function settingsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/settings', { schema: { response: { 200: platformSettingsSchema } } }, async () =>
    platformSettings(await getSettings(ctx.db)),
  );

  app.put(
    '/settings',
    {
      schema: {
        body: settingsBodySchema,
        response: { 200: platformSettingsSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const saved = await saveSettings(ctx.db, request.body);
      ctx.cache.invalidate(SETTINGS_CACHE_KEY);
      return platformSettings(saved);
    },
  );
}
