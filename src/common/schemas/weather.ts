import { z } from 'zod';
import { WEATHER_CONDITION_CODES } from '../weather-conditions';

export const weatherSchema = z.object({
  temperature: z.number(),
  /** The provider's words, in English: 'Partly cloudy (typical November weather; live data unavailable)'. */
  condition: z.string(),
  icon: z.string(),
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable(),
  /**
   * The condition as one of the site's codes, which the page words in its language; null (or absent, from a
   * provider that gives none) when the provider's words are not one of them.
   */
  conditionCode: z.enum(WEATHER_CONDITION_CODES).nullable().optional(),
  /** The climate normals' stand-in: the month (1-12) whose typical weather this is; null for live weather. */
  typicalOfMonth: z.number().int().min(1).max(12).nullable().optional(),
});

export type Weather = z.infer<typeof weatherSchema>;
