/**
 * A fake of OpenWeatherMap's Current Weather Data API (GET /data/2.5/weather?lat&lon&units&appid),
 * answering in its documented format, including its error format ({ cod, message }).
 */
import { json, startFakeServer, type FakeHandler, type FakeServer } from './fake-server';

export const FAKE_OPENWEATHER_KEY = 'owm-test-key-7f3a9c';

/** A clear, warm afternoon in Paphos, as OpenWeatherMap reports it. */
export const PAPHOS_CLEAR_SKY = {
  coord: { lon: 32.4167, lat: 34.7667 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: { temp: 24.6, feels_like: 24.4, temp_min: 23.9, temp_max: 25.1, pressure: 1016, humidity: 53 },
  visibility: 10000,
  wind: { speed: 4.63, deg: 270 },
  clouds: { all: 0 },
  dt: 1763906400,
  sys: { type: 1, id: 6379, country: 'CY', sunrise: 1763870887, sunset: 1763907986 },
  timezone: 7200,
  id: 146214,
  name: 'Paphos',
  cod: 200,
};

/** Answers like the real API: 401 for a wrong key, the current weather otherwise. */
export const openWeatherAnswers =
  (body: unknown = PAPHOS_CLEAR_SKY): FakeHandler =>
  (request, response) => {
    if (request.url.pathname !== '/data/2.5/weather') {
      return json(response, 404, { cod: '404', message: 'Internal error' });
    }
    if (request.url.searchParams.get('appid') !== FAKE_OPENWEATHER_KEY) {
      return json(response, 401, {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      });
    }
    return json(response, 200, body);
  };

export const startFakeOpenWeather = (): Promise<FakeServer> => startFakeServer(openWeatherAnswers());
