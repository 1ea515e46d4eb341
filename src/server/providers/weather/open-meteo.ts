/**
 * Open-Meteo's Forecast API, current conditions only; free and without a key.
 * Request, answer and the { error, reason } error body: https://open-meteo.com/en/docs and its OpenAPI
 * description (github.com/open-meteo/open-meteo, openapi/forecast.yml). Weather codes: the docs' table
 * 'WMO Weather interpretation codes (WW)'.
 */
import { z } from 'zod';
import type { Weather } from '../../../common/schemas/weather';
import { ProviderError, requestJson } from '../http-json';
import { PAPHOS_COORDINATES, type WeatherIcon, type WeatherProvider } from './index';

const PROVIDER = 'Open-Meteo';

/** The part of the forecast answer we read; Open-Meteo sends null for a value it does not have. */
const forecastResponse = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number().nullish(),
    wind_speed_10m: z.number().nullish(),
    weather_code: z.number().int(),
  }),
});

const WMO_CONDITIONS: Record<number, { condition: string; icon: WeatherIcon }> = {
  0: { condition: 'Clear sky', icon: 'sun' },
  1: { condition: 'Mainly clear', icon: 'sun' },
  2: { condition: 'Partly cloudy', icon: 'cloud' },
  3: { condition: 'Overcast', icon: 'cloud' },
  45: { condition: 'Fog', icon: 'cloud' },
  48: { condition: 'Rime fog', icon: 'cloud' },
  51: { condition: 'Light drizzle', icon: 'rain' },
  53: { condition: 'Drizzle', icon: 'rain' },
  55: { condition: 'Dense drizzle', icon: 'rain' },
  56: { condition: 'Light freezing drizzle', icon: 'rain' },
  57: { condition: 'Dense freezing drizzle', icon: 'rain' },
  61: { condition: 'Light rain', icon: 'rain' },
  63: { condition: 'Rain', icon: 'rain' },
  65: { condition: 'Heavy rain', icon: 'rain' },
  66: { condition: 'Light freezing rain', icon: 'rain' },
  67: { condition: 'Heavy freezing rain', icon: 'rain' },
  71: { condition: 'Light snow', icon: 'rain' },
  73: { condition: 'Snow', icon: 'rain' },
  75: { condition: 'Heavy snow', icon: 'rain' },
  77: { condition: 'Snow grains', icon: 'rain' },
  80: { condition: 'Light rain showers', icon: 'rain' },
  81: { condition: 'Rain showers', icon: 'rain' },
  82: { condition: 'Violent rain showers', icon: 'rain' },
  85: { condition: 'Light snow showers', icon: 'rain' },
  86: { condition: 'Heavy snow showers', icon: 'rain' },
  95: { condition: 'Thunderstorm', icon: 'rain' },
  96: { condition: 'Thunderstorm with light hail', icon: 'rain' },
  99: { condition: 'Thunderstorm with heavy hail', icon: 'rain' },
};

/**
 * A WMO weather code as the card shows it: a condition text and one of its icons (anything falling from
 * the sky is 'rain', fog and cloud are 'cloud'). Undefined for a code outside the documented table.
 */
export function conditionForWmoCode(code: number): { condition: string; icon: WeatherIcon } | undefined {
  return WMO_CONDITIONS[code];
}

export function openMeteoWeatherProvider(options: {
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}): WeatherProvider {
  return {
    name: PROVIDER,
    async current(): Promise<Weather> {
      const url = new URL('/v1/forecast', options.baseUrl);
      url.searchParams.set('latitude', String(PAPHOS_COORDINATES.latitude));
      url.searchParams.set('longitude', String(PAPHOS_COORDINATES.longitude));
      url.searchParams.set('current', 'temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code');
      url.searchParams.set('wind_speed_unit', 'ms');
      url.searchParams.set('timezone', 'Europe/Nicosia');
      const body = await requestJson({
        provider: PROVIDER,
        url,
        schema: forecastResponse,
        // The card falls back to the climate normals: without a network one short wait is enough.
        timeoutMs: options.timeoutMs ?? 3000,
        retries: options.retries ?? 1,
        retryAfterTimeout: false,
        backoffMs: options.backoffMs,
      });
      const { current } = body;
      const shown = conditionForWmoCode(current.weather_code);
      if (!shown) {
        throw new ProviderError(PROVIDER, `answered with an unknown weather code (${current.weather_code})`);
      }
      return {
        temperature: current.temperature_2m,
        condition: shown.condition,
        icon: shown.icon,
        humidity: current.relative_humidity_2m ?? null,
        windSpeed: current.wind_speed_10m ?? null,
      };
    },
  };
}
