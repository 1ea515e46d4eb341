import { z } from 'zod';
import type { Weather } from '../../../common/schemas/weather';
import { requestJson } from '../http-json';
import { conditionCodeForWords } from './condition-words';
import { iconForCondition, PAPHOS_COORDINATES, type WeatherProvider } from './index';

/** The part of OpenWeatherMap's current-weather answer we read. */
const currentWeatherResponse = z.object({
  weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
  main: z.object({ temp: z.number(), humidity: z.number().optional() }),
  wind: z.object({ speed: z.number() }).optional(),
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function httpWeatherProvider(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}): WeatherProvider {
  return {
    name: 'OpenWeatherMap',
    async current(): Promise<Weather> {
      const url = new URL('/data/2.5/weather', options.baseUrl);
      url.searchParams.set('lat', String(PAPHOS_COORDINATES.latitude));
      url.searchParams.set('lon', String(PAPHOS_COORDINATES.longitude));
      url.searchParams.set('units', 'metric');
      url.searchParams.set('appid', options.apiKey);
      const body = await requestJson({
        provider: 'OpenWeatherMap',
        url,
        schema: currentWeatherResponse,
        secrets: [options.apiKey],
        timeoutMs: options.timeoutMs ?? 5000,
        retries: options.retries,
        backoffMs: options.backoffMs,
      });
      const first = body.weather[0]!;
      const condition = capitalise(first.description);
      return {
        temperature: body.main.temp,
        condition,
        icon: iconForCondition(`${first.main} ${condition}`),
        humidity: body.main.humidity ?? null,
        windSpeed: body.wind?.speed ?? null,
        conditionCode: conditionCodeForWords(condition),
        typicalOfMonth: null,
      };
    },
  };
}
