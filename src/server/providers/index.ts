import type { AppConfig } from '../config';
import type { PinterestProvider } from './pinterest';
import { disabledPinterest } from './pinterest/offline';
import type { PlacesSource } from './places-source';
import { googlePlacesSource } from './places-source/http';
import { offlinePlacesSource } from './places-source/offline';
import type { ToursProvider } from './tours';
import { httpToursProvider } from './tours/http';
import { offlineToursProvider } from './tours/offline';
import type { WeatherProvider } from './weather';
import { httpWeatherProvider } from './weather/http';
import { offlineWeatherProvider } from './weather/offline';
import type { WriterProvider } from './writer';
import { offlineWriter } from './writer/offline';

/** Every outside service the app talks to, each behind its interface. */
export interface Providers {
  weather: WeatherProvider;
  placesSource: PlacesSource;
  tours: ToursProvider;
  writer: WriterProvider;
  pinterest: PinterestProvider;
}

/** The real client of each provider whose configuration is present, the offline one otherwise. */
export function providersFromConfig(config: AppConfig): Providers {
  return {
    weather: config.OPENWEATHER_API_KEY
      ? httpWeatherProvider({ apiKey: config.OPENWEATHER_API_KEY, baseUrl: config.OPENWEATHER_BASE_URL })
      : offlineWeatherProvider(),
    placesSource: config.GOOGLE_PLACES_API_KEY
      ? googlePlacesSource({ apiKey: config.GOOGLE_PLACES_API_KEY, baseUrl: config.GOOGLE_PLACES_BASE_URL })
      : offlinePlacesSource(),
    tours: config.VIATOR_API_KEY
      ? httpToursProvider({
          apiKey: config.VIATOR_API_KEY,
          baseUrl: config.VIATOR_BASE_URL,
          destinationId: config.VIATOR_DESTINATION_ID,
          campaign: config.VIATOR_CAMPAIGN,
        })
      : offlineToursProvider(),
    writer: offlineWriter(),
    pinterest: disabledPinterest(),
  };
}
