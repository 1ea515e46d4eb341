import { z } from 'zod';
import type { Weather } from '../../../common/schemas/weather';
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
}): WeatherProvider {
  return {
    name: 'OpenWeatherMap',
    async current(): Promise<Weather> {
      const url = new URL('/data/2.5/weather', options.baseUrl);
      url.searchParams.set('lat', String(PAPHOS_COORDINATES.latitude));
      url.searchParams.set('lon', String(PAPHOS_COORDINATES.longitude));
      url.searchParams.set('units', 'metric');
      url.searchParams.set('appid', options.apiKey);
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      if (!response.ok) throw new Error(`Weather provider answered ${response.status}`);
      const body = currentWeatherResponse.parse(await response.json());
      const condition = capitalise(body.weather[0]!.description);
      return {
        temperature: body.main.temp,
        condition,
        icon: iconForCondition(`${body.weather[0]!.main} ${condition}`),
        humidity: body.main.humidity ?? null,
        windSpeed: body.wind?.speed ?? null,
      };
    },
  };
}
