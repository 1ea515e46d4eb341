import { weatherSchema } from '../../../common/schemas/weather';
import type { AppContext, ZodApp } from '../../context';
import { createWeatherService } from './service';

export function weatherRoutes(app: ZodApp, ctx: AppContext): void {
  const currentWeather = createWeatherService(ctx.providers.weather, ctx.log);
  app.get('/api/weather', { schema: { response: { 200: weatherSchema } } }, () => currentWeather());
}
