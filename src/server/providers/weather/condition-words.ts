import type { WeatherConditionCode } from '../../../common/weather-conditions';
import { WMO_TABLE } from './open-meteo';
import { CLIMATE_CONDITION_CODES } from './paphos-climate';

/** The English words of each code, as the WMO table and the climate normals write them, in lower case. */
const CODES_BY_WORDS = new Map<string, WeatherConditionCode>([
  ...WMO_TABLE.map(({ condition, code }) => [condition.toLowerCase(), code] as const),
  ...Object.entries(CLIMATE_CONDITION_CODES).map(([words, code]) => [words.toLowerCase(), code] as const),
]);

/**
 * The code of a provider's words when they are exactly the words of one ('Light rain', 'clear sky'); null for
 * any other words ('Broken clouds'), which the page shows as written, in English.
 */
export function conditionCodeForWords(words: string): WeatherConditionCode | null {
  return CODES_BY_WORDS.get(words.trim().toLowerCase()) ?? null;
}
