import type { Logger } from '../../lib/logger';
import type { Weather } from '../../../common/schemas/weather';
import type { WeatherProvider } from '../../providers/weather';
import { offlineWeatherProvider } from '../../providers/weather/offline';

export const WEATHER_CACHE_MS = 15 * 60 * 1000;

/** Asks the provider at most once per 15 minutes; if it fails, answers with the climate normals. */
export function createWeatherService(provider: WeatherProvider, log: Logger) {
  const fallback = offlineWeatherProvider();
  let cached: { at: number; weather: Promise<Weather> } | null = null;

  return async function currentWeather(now = Date.now()): Promise<Weather> {
    if (cached && now - cached.at < WEATHER_CACHE_MS) return cached.weather;
    const weather = provider.current().catch((error: unknown) => {
      log.warn({ err: error, provider: provider.name }, 'weather provider failed; using climate normals');
      return fallback.current();
    });
    cached = { at: now, weather };
    return weather;
  };
}
