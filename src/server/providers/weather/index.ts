import type { Weather } from '../../../common/schemas/weather';

/** Current weather in Paphos. */
export interface WeatherProvider {
  readonly name: string;
  current(now?: Date): Promise<Weather>;
}

/** Paphos harbour, where the site's map is centred. */
export const PAPHOS_COORDINATES = { latitude: 34.7667, longitude: 32.4167 } as const;

/** The weather card's icons. */
export type WeatherIcon = 'sun' | 'rain' | 'cloud';

/** Maps a condition text to one of the card's icons: sun, rain or cloud. */
export function iconForCondition(condition: string): WeatherIcon {
  const text = condition.toLowerCase();
  if (/rain|shower|drizzle|thunder|storm/.test(text)) return 'rain';
  if (/cloud|overcast|mist|fog|haze/.test(text)) return 'cloud';
  return 'sun';
}
