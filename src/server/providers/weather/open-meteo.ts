/**
 * Open-Meteo's Forecast API, current conditions only; free and without a key.
 * Request, answer and the { error, reason } error body: https://open-meteo.com/en/docs and its OpenAPI
 * description (github.com/open-meteo/open-meteo, openapi/forecast.yml). Weather codes: the docs' table
 * 'WMO Weather interpretation codes (WW)'.
 */
import { z } from 'zod';
import type { Weather } from '../../../common/schemas/weather';
import type { WeatherConditionCode } from '../../../common/weather-conditions';
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

/** A WMO code as the site names it: its code (worded by the page), English words (the answer's) and icon. */
export interface WmoCondition {
  code: WeatherConditionCode;
  condition: string;
  icon: WeatherIcon;
}

const WMO_CONDITIONS: Record<number, WmoCondition> = {
  0: { code: 'clear', condition: 'Clear sky', icon: 'sun' },
  1: { code: 'mainlyClear', condition: 'Mainly clear', icon: 'sun' },
  2: { code: 'partlyCloudy', condition: 'Partly cloudy', icon: 'cloud' },
  3: { code: 'overcast', condition: 'Overcast', icon: 'cloud' },
  45: { code: 'fog', condition: 'Fog', icon: 'cloud' },
  48: { code: 'rimeFog', condition: 'Rime fog', icon: 'cloud' },
  51: { code: 'lightDrizzle', condition: 'Light drizzle', icon: 'rain' },
  53: { code: 'drizzle', condition: 'Drizzle', icon: 'rain' },
  55: { code: 'denseDrizzle', condition: 'Dense drizzle', icon: 'rain' },
  56: { code: 'lightFreezingDrizzle', condition: 'Light freezing drizzle', icon: 'rain' },
  57: { code: 'denseFreezingDrizzle', condition: 'Dense freezing drizzle', icon: 'rain' },
  61: { code: 'lightRain', condition: 'Light rain', icon: 'rain' },
  63: { code: 'rain', condition: 'Rain', icon: 'rain' },
  65: { code: 'heavyRain', condition: 'Heavy rain', icon: 'rain' },
  66: { code: 'lightFreezingRain', condition: 'Light freezing rain', icon: 'rain' },
  67: { code: 'heavyFreezingRain', condition: 'Heavy freezing rain', icon: 'rain' },
  71: { code: 'lightSnow', condition: 'Light snow', icon: 'rain' },
  73: { code: 'snow', condition: 'Snow', icon: 'rain' },
  75: { code: 'heavySnow', condition: 'Heavy snow', icon: 'rain' },
  77: { code: 'snowGrains', condition: 'Snow grains', icon: 'rain' },
  80: { code: 'lightRainShowers', condition: 'Light rain showers', icon: 'rain' },
  81: { code: 'rainShowers', condition: 'Rain showers', icon: 'rain' },
  82: { code: 'violentRainShowers', condition: 'Violent rain showers', icon: 'rain' },
  85: { code: 'lightSnowShowers', condition: 'Light snow showers', icon: 'rain' },
  86: { code: 'heavySnowShowers', condition: 'Heavy snow showers', icon: 'rain' },
  95: { code: 'thunderstorm', condition: 'Thunderstorm', icon: 'rain' },
  96: { code: 'thunderstormLightHail', condition: 'Thunderstorm with light hail', icon: 'rain' },
  99: { code: 'thunderstormHeavyHail', condition: 'Thunderstorm with heavy hail', icon: 'rain' },
};

/**
 * A WMO weather code as the card shows it: the site's code, a condition text and one of its icons (anything
 * falling from the sky is 'rain', fog and cloud are 'cloud'). Undefined for a code outside the documented table.
 */
export function conditionForWmoCode(code: number): WmoCondition | undefined {
  return WMO_CONDITIONS[code];
}

/** The documented table's conditions, for the providers that answer in words (http.ts). */
export const WMO_TABLE: readonly WmoCondition[] = Object.values(WMO_CONDITIONS);

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
        conditionCode: shown.code,
        typicalOfMonth: null,
      };
    },
  };
}
