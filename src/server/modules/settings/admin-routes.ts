import { platformSettingsSchema, settingsBodySchema } from '../../../common/schemas/settings';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { getSettings, platformSettings, saveSettings } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function settingsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.settings),
    { schema: { response: { 200: platformSettingsSchema } } },
    async () => platformSettings(await getSettings(ctx.db)),
  );

  app.put(
    adminRoute(ADMIN_API.settings),
    {
      schema: {
        body: settingsBodySchema,
        response: { 200: platformSettingsSchema, 400: errorResponseSchema },
      },
    },
    async (request) => platformSettings(await saveSettings(ctx, request.body)),
  );
}
