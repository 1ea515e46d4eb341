/**
 * A fake of Open-Meteo's Forecast API (GET /v1/forecast?latitude&longitude&current=...), answering in its
 * documented format, including its error body { error: true, reason }.
 * Reference: https://open-meteo.com/en/docs and github.com/open-meteo/open-meteo openapi/forecast.yml.
 */
import { json, startFakeServer, type FakeHandler, type FakeServer } from './fake-server';

/** The variables the forecast API offers as current conditions. */
const CURRENT_VARIABLES = new Set([
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'is_day',
  'precipitation',
  'rain',
  'showers',
  'snowfall',
  'weather_code',
  'cloud_cover',
  'pressure_msl',
  'surface_pressure',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
]);

/** A sunny, mainly clear afternoon in Paphos, as Open-Meteo reports it (wind in m/s, Cyprus time). */
export const PAPHOS_MAINLY_CLEAR = {
  latitude: 34.75,
  longitude: 32.375,
  generationtime_ms: 0.0649690628051758,
  utc_offset_seconds: 7200,
  timezone: 'Europe/Nicosia',
  timezone_abbreviation: 'GMT+2',
  elevation: 27,
  current_units: {
    time: 'iso8601',
    interval: 'seconds',
    temperature_2m: '°C',
    relative_humidity_2m: '%',
    wind_speed_10m: 'm/s',
    weather_code: 'wmo code',
  },
  current: {
    time: '2026-11-23T14:15',
    interval: 900,
    temperature_2m: 21.4,
    relative_humidity_2m: 62,
    wind_speed_10m: 3.9,
    weather_code: 1,
  },
};

/** The answer with other current values, e.g. { weather_code: 63 }. */
export function paphosWith(current: Record<string, unknown>) {
  return { ...PAPHOS_MAINLY_CLEAR, current: { ...PAPHOS_MAINLY_CLEAR.current, ...current } };
}

/** Answers like the real API: 400 with a reason for a bad request, the forecast otherwise. */
export const openMeteoAnswers =
  (body: unknown = PAPHOS_MAINLY_CLEAR): FakeHandler =>
  (request, response) => {
    if (request.url.pathname !== '/v1/forecast') {
      return json(response, 404, { error: true, reason: 'Not Found' });
    }
    const query = request.url.searchParams;
    if (!query.get('latitude') || !query.get('longitude')) {
      return json(response, 400, {
        error: true,
        reason: "Parameter 'latitude' and 'longitude' are required",
      });
    }
    const unknown = (query.get('current') ?? '').split(',').find((name) => !CURRENT_VARIABLES.has(name));
    if (unknown !== undefined) {
      return json(response, 400, {
        error: true,
        reason: `Cannot initialize SurfaceVariableOrDerived from invalid String value ${unknown} for key current`,
      });
    }
    return json(response, 200, body);
  };

export const startFakeOpenMeteo = (): Promise<FakeServer> => startFakeServer(openMeteoAnswers());
