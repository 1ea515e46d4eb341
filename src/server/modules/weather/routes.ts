import { weatherSchema } from '../../../common/schemas/weather';
import type { AppContext, ZodApp } from '../../context';
import { createWeatherService } from './service';
import { API } from '../../../common/api-paths';

const WEATHER_ANSWER_TTL_MS = 30_000;

export function weatherRoutes(app: ZodApp, ctx: AppContext): void {
  const currentWeather = createWeatherService(ctx.providers.weather, ctx.log);
  // Through the answer cache too: the same for every visitor, so it is serialised and compressed once; for
  // half a minute only, so the weather service's own 15-minute schedule decides when it changes.
  app.get(API.weather, { schema: { response: { 200: weatherSchema } } }, () =>
    ctx.cache.get('weather:current', () => currentWeather(), WEATHER_ANSWER_TTL_MS),
  );
}
