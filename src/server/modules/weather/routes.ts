import { weatherSchema } from '../../../common/schemas/weather';
import type { AppContext, ZodApp } from '../../context';
import { createWeatherService } from './service';

export function weatherRoutes(app: ZodApp, ctx: AppContext): void {
  const currentWeather = createWeatherService(ctx.providers.weather, ctx.log);
  // Through the answer cache too: the same for every visitor, so it is serialised and compressed once.
  app.get('/api/weather', { schema: { response: { 200: weatherSchema } } }, () =>
    ctx.cache.get('weather:current', () => currentWeather()),
  );
}
