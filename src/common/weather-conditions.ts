import type { Translate } from './i18n';

/**
 * The weather conditions the site can name in every language: the weather answer's `conditionCode`, which the
 * weather card words from the catalogues ('weather.condition.partlyCloudy': 'Partly cloudy', 'Μερικώς
 * νεφελώδης'). One per condition of the WMO table Open-Meteo answers with (the server's providers/weather/
 * open-meteo.ts gives each its English words) and per typical condition of the climate normals
 * (paphos-climate.ts). A provider's free text that is none of these has no code and is shown as written.
 */
export const WEATHER_CONDITION_CODES = [
  // WMO weather interpretation codes (Open-Meteo).
  'clear',
  'mainlyClear',
  'partlyCloudy',
  'overcast',
  'fog',
  'rimeFog',
  'lightDrizzle',
  'drizzle',
  'denseDrizzle',
  'lightFreezingDrizzle',
  'denseFreezingDrizzle',
  'lightRain',
  'rain',
  'heavyRain',
  'lightFreezingRain',
  'heavyFreezingRain',
  'lightSnow',
  'snow',
  'heavySnow',
  'snowGrains',
  'lightRainShowers',
  'rainShowers',
  'violentRainShowers',
  'lightSnowShowers',
  'heavySnowShowers',
  'thunderstorm',
  'thunderstormLightHail',
  'thunderstormHeavyHail',
  // The climate normals' typical conditions ('Partly cloudy' is the WMO one).
  'sunny',
  'mostlySunny',
  'occasionalShowers',
] as const;

export type WeatherConditionCode = (typeof WEATHER_CONDITION_CODES)[number];

/** The messages the weather card words a condition with (the 'later' part of the catalogues). */
export type WeatherConditionMessage = `weather.condition.${WeatherConditionCode}` | 'weather.typical';

/**
 * The condition in the page's language when the weather answer names it by code ('Μερικώς νεφελώδης'), the
 * climate normals' stand-in said as such ('Partly cloudy (typical November weather; live data
 * unavailable)'); otherwise the provider's words as written, which are English (`english`).
 */
export function weatherConditionText(
  weather: { condition: string; conditionCode?: WeatherConditionCode | null; typicalOfMonth?: number | null },
  t: Translate<WeatherConditionMessage>,
): { text: string; english: boolean } {
  if (!weather.conditionCode) return { text: weather.condition, english: true };
  const condition = t(`weather.condition.${weather.conditionCode}`);
  if (!weather.typicalOfMonth) return { text: condition, english: false };
  return { text: t('weather.typical', { condition, month: String(weather.typicalOfMonth) }), english: false };
}
