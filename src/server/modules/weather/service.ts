import type { Logger } from '../../lib/logger';
import type { Weather } from '../../../common/schemas/weather';
import { ProviderError } from '../../providers/http-json';
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
      // An outage or a machine without internet is expected: one line saying why, no stack. Anything
      // else is a bug and keeps its stack.
      const details =
        error instanceof ProviderError
          ? { provider: provider.name, reason: error.message }
          : { provider: provider.name, err: error };
      log.warn(details, 'weather provider failed; using climate normals');
      return fallback.current();
    });
    cached = { at: now, weather };
    return weather;
  };
}
