import type { AppConfig } from '../config';
import type { PinterestProvider } from './pinterest';
import { httpPinterest } from './pinterest/http';
import { disabledPinterest } from './pinterest/offline';
import type { PlacesSource } from './places-source';
import { googlePlacesSource } from './places-source/http';
import { offlinePlacesSource } from './places-source/offline';
import { OPENSTREETMAP } from './places-source/openstreetmap';
import { overpassPlacesSource } from './places-source/overpass';
import type { ToursProvider } from './tours';
import { httpToursProvider } from './tours/http';
import { offlineToursProvider } from './tours/offline';
import type { WeatherProvider } from './weather';
import { httpWeatherProvider } from './weather/http';
import { offlineWeatherProvider } from './weather/offline';
import { openMeteoWeatherProvider } from './weather/open-meteo';
import type { WriterProvider } from './writer';
import { openAiWriter } from './writer/http';
import { offlineWriter } from './writer/offline';

/** Every outside service the app talks to, each behind its interface. */
export interface Providers {
  weather: WeatherProvider;
  placesSource: PlacesSource;
  tours: ToursProvider;
  writer: WriterProvider;
  pinterest: PinterestProvider;
}

/**
 * WEATHER_PROVIDER decides; 'auto' is OpenWeatherMap when its key is set, else Open-Meteo, which needs no
 * key. (config.ts refuses 'openweathermap' without a key.)
 */
function weatherFromConfig(config: AppConfig): WeatherProvider {
  const choice =
    config.WEATHER_PROVIDER === 'auto'
      ? config.OPENWEATHER_API_KEY
        ? 'openweathermap'
        : 'open-meteo'
      : config.WEATHER_PROVIDER;
  if (choice === 'openweathermap' && config.OPENWEATHER_API_KEY) {
    return httpWeatherProvider({ apiKey: config.OPENWEATHER_API_KEY, baseUrl: config.OPENWEATHER_BASE_URL });
  }
  if (choice === 'open-meteo') return openMeteoWeatherProvider({ baseUrl: config.OPEN_METEO_BASE_URL });
  return offlineWeatherProvider();
}

/** How the place sync introduces itself to an Overpass instance (its operators ask for a telling one). */
export function overpassUserAgent(config: Pick<AppConfig, 'PUBLIC_URL'>): string {
  return `PaphosGuide/1.0 (daily place sync${config.PUBLIC_URL ? `; +${config.PUBLIC_URL}` : ''})`;
}

/**
 * PLACES_SOURCE decides; 'auto' is Google Places when its key is set, else OpenStreetMap with the bundled
 * places standing in when the Overpass API cannot be reached at all. (config.ts refuses 'google' without
 * a key.)
 */
function placesSourceFromConfig(config: AppConfig): PlacesSource {
  const choice =
    config.PLACES_SOURCE === 'auto'
      ? config.GOOGLE_PLACES_API_KEY
        ? 'google'
        : 'osm'
      : config.PLACES_SOURCE;
  if (choice === 'google' && config.GOOGLE_PLACES_API_KEY) {
    return googlePlacesSource({
      apiKey: config.GOOGLE_PLACES_API_KEY,
      baseUrl: config.GOOGLE_PLACES_BASE_URL,
    });
  }
  if (choice === 'osm') {
    const osm = overpassPlacesSource({ url: config.OVERPASS_URL, userAgent: overpassUserAgent(config) });
    return config.PLACES_SOURCE === 'auto'
      ? { ...osm, fallback: offlinePlacesSource(`${OPENSTREETMAP} could not be reached`) }
      : osm;
  }
  return offlinePlacesSource();
}

/** The real client of each provider whose configuration is present, the offline one otherwise. */
export function providersFromConfig(config: AppConfig): Providers {
  return {
    weather: weatherFromConfig(config),
    placesSource: placesSourceFromConfig(config),
    tours: config.VIATOR_API_KEY
      ? httpToursProvider({
          apiKey: config.VIATOR_API_KEY,
          baseUrl: config.VIATOR_BASE_URL,
          destinationId: config.VIATOR_DESTINATION_ID,
          campaign: config.VIATOR_CAMPAIGN,
        })
      : offlineToursProvider(),
    writer: config.OPENAI_API_KEY
      ? openAiWriter({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL })
      : offlineWriter(),
    pinterest:
      config.PINTEREST_ACCESS_TOKEN && config.PINTEREST_BOARD_ID
        ? httpPinterest({
            accessToken: config.PINTEREST_ACCESS_TOKEN,
            boardId: config.PINTEREST_BOARD_ID,
            baseUrl: config.PINTEREST_BASE_URL,
          })
        : disabledPinterest(),
  };
}
