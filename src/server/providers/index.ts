import type { AppConfig } from '../config';
import type { WeatherProvider } from './weather';
import { httpWeatherProvider } from './weather/http';
import { offlineWeatherProvider } from './weather/offline';

/** Every outside service the app talks to, each behind its interface. */
export interface Providers {
  weather: WeatherProvider;
}

/** The real client of each provider whose configuration is present, the offline one otherwise. */
export function providersFromConfig(config: AppConfig): Providers {
  return {
    weather: config.OPENWEATHER_API_KEY
      ? httpWeatherProvider({ apiKey: config.OPENWEATHER_API_KEY, baseUrl: config.OPENWEATHER_BASE_URL })
      : offlineWeatherProvider(),
  };
}
