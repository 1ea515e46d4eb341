import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { weatherSchema, type Weather } from '../../src/common/schemas/weather';
import type { WeatherProvider } from '../../src/server/providers/weather';
import { paphosClimateNormals } from '../../src/server/providers/weather/paphos-climate';
import { pino } from 'pino';
import { createWeatherService } from '../../src/server/modules/weather/service';
import { openMeteoWeatherProvider } from '../../src/server/providers/weather/open-meteo';
import { json, startFakeServer, type FakeServer } from '../fakes/fake-server';
import { startFakeOpenMeteo } from '../fakes/open-meteo';
import { FAKE_OPENWEATHER_KEY, startFakeOpenWeather } from '../fakes/openweather';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOkJson, get } from '../helpers/api';

const MINUTE_MS = 60_000;
const WEATHER_KEYS = [
  'condition',
  'conditionCode',
  'humidity',
  'icon',
  'temperature',
  'typicalOfMonth',
  'windSpeed',
];

function normalFor(date: Date) {
  const normal = paphosClimateNormals.find((entry) => entry.month === date.getUTCMonth() + 1);
  if (!normal) throw new Error(`No climate normal for ${date.toISOString()}`);
  return normal;
}

function expectWeatherShape(weather: Weather): void {
  expect(Object.keys(weather).sort()).toEqual(WEATHER_KEYS);
  const parsed = weatherSchema.safeParse(weather);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(['sun', 'rain', 'cloud']).toContain(weather.icon);
  expect(weather.condition.length).toBeGreaterThan(0);
}

describe('GET /api/weather', () => {
  let t: TestApp;

  beforeAll(async () => {
    // WEATHER_PROVIDER is 'offline' in the test config: the climate normals answer.
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers with temperature, condition, icon, humidity and wind speed', async () => {
    expectWeatherShape(expectOkJson<Weather>(await get(t.app, '/api/weather')));
  });

  it("without a weather service, answers with Paphos' normals for the month and says they are typical", async () => {
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    const normal = normalFor(new Date());
    expect(weather.condition).toMatch(/typical/i);
    expect(weather.condition).toMatch(/unavailable/i);
    expect(weather.condition).toContain(normal.typicalCondition);
    expect(weather.temperature).toBe(normal.meanTemperatureC);
    expect(weather.humidity).toBe(normal.meanHumidityPercent);
    expect(weather.windSpeed).toBe(normal.meanWindSpeedMs);
  });

  it('has a plausible Paphos temperature and humidity', async () => {
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather.temperature).toBeGreaterThan(5);
    expect(weather.temperature).toBeLessThan(40);
    expect(weather.humidity).toBeGreaterThanOrEqual(0);
    expect(weather.humidity).toBeLessThanOrEqual(100);
  });
});

describe('GET /api/weather with a live weather provider', () => {
  const live: Weather = {
    temperature: 29.5,
    condition: 'Clear sky',
    icon: 'sun',
    humidity: 48,
    windSpeed: 5.2,
  };
  let mode: 'live' | 'failing' = 'live';
  let calls = 0;
  const provider: WeatherProvider = {
    name: 'fake live provider',
    async current() {
      calls += 1;
      if (mode === 'failing') throw new Error('the weather service is down');
      return { ...live };
    },
  };
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ providers: { weather: provider } });
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Freezes the clock; each test uses a later instant than the previous one, so the cache starts stale. */
  function setClock(iso: string): Date {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = new Date(iso);
    vi.setSystemTime(at);
    return at;
  }

  it("answers with the provider's current weather", async () => {
    setClock('2031-01-10T12:00:00Z');
    mode = 'live';
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather).toEqual(live);
  });

  it('asks the provider at most once per 15 minutes', async () => {
    const start = setClock('2031-02-10T12:00:00Z');
    mode = 'live';
    const before = calls;
    for (let request = 0; request < 3; request++) {
      expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toEqual(live);
    }
    expect(calls - before).toBe(1);

    vi.setSystemTime(new Date(start.getTime() + 14 * MINUTE_MS));
    await get(t.app, '/api/weather');
    expect(calls - before).toBe(1);

    vi.setSystemTime(new Date(start.getTime() + 15 * MINUTE_MS + 1000));
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toEqual(live);
    expect(calls - before).toBe(2);
  });

  it('falls back to the climate normals, saying so, when the provider fails', async () => {
    const at = setClock('2031-07-15T12:00:00Z');
    mode = 'failing';
    const before = calls;
    const response = await get(t.app, '/api/weather');
    const weather = expectOkJson<Weather>(response);
    expect(calls - before).toBe(1);
    expectWeatherShape(weather);
    const normal = normalFor(at);
    expect(weather.condition).toMatch(/typical July weather/i);
    expect(weather.condition).toMatch(/unavailable/i);
    expect(weather.temperature).toBe(normal.meanTemperatureC);
    expect(weather.humidity).toBe(normal.meanHumidityPercent);
  });

  it('does not ask a failing provider again on every request', async () => {
    const start = setClock('2031-08-15T12:00:00Z');
    mode = 'failing';
    const before = calls;
    await get(t.app, '/api/weather');
    vi.setSystemTime(new Date(start.getTime() + 5 * MINUTE_MS));
    const second = await get(t.app, '/api/weather');
    expect(second.statusCode).toBe(200);
    expect(calls - before).toBe(1);
  });

  it('answers with live weather again once the provider recovers and the cache has expired', async () => {
    setClock('2031-09-15T12:00:00Z');
    mode = 'live';
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toEqual(live);
  });
});

describe('GET /api/weather from Open-Meteo, the default without a weather key', () => {
  let openMeteo: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    openMeteo = await startFakeOpenMeteo();
    t = await createTestApp({ config: { WEATHER_PROVIDER: 'auto', OPEN_METEO_BASE_URL: openMeteo.origin } });
  });

  afterAll(async () => {
    await t?.close();
    await openMeteo?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers with Open-Meteo's current Paphos weather", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2032-01-10T12:00:00Z'));
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather).toEqual({
      temperature: 21.4,
      condition: 'Mainly clear',
      icon: 'sun',
      humidity: 62,
      windSpeed: 3.9,
      conditionCode: 'mainlyClear',
      typicalOfMonth: null,
    });
    expect(openMeteo.requests.at(-1)!.url.pathname).toBe('/v1/forecast');
  });

  it("answers with the month's normals, saying live data is unavailable, when Open-Meteo fails", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = new Date('2032-03-10T12:00:00Z');
    vi.setSystemTime(at);
    openMeteo.answerWith((_request, response) => json(response, 503, { error: true, reason: 'Overloaded' }));
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expectWeatherShape(weather);
    expect(weather.condition).toMatch(/typical March weather; live data unavailable/);
    expect(weather.temperature).toBe(normalFor(at).meanTemperatureC);
  });
});

describe('the weather service on a machine without internet', () => {
  it('tries Open-Meteo once per 15 minutes and logs one line without a stack', async () => {
    const unreachable = await startFakeServer(() => undefined);
    const origin = unreachable.origin;
    await unreachable.close();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const provider = openMeteoWeatherProvider({ baseUrl: origin, backoffMs: 1 });
    const currentWeather = createWeatherService(provider, log);
    const start = Date.now();

    const weather = await currentWeather(start);
    expect(weather.condition).toMatch(/\(typical \w+ weather; live data unavailable\)$/);
    await currentWeather(start + 14 * MINUTE_MS);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'weather provider failed; using climate normals',
      provider: 'Open-Meteo',
      reason: 'Open-Meteo: could not be reached (network error)',
    });
    expect(lines[0]).not.toMatch(/stack/);

    await currentWeather(start + 15 * MINUTE_MS + 1000);
    expect(lines).toHaveLength(2);
  });
});

describe('GET /api/weather with OPENWEATHER_API_KEY set', () => {
  let owm: FakeServer;
  let t: TestApp;

  beforeAll(async () => {
    owm = await startFakeOpenWeather();
    t = await createTestApp({
      config: {
        WEATHER_PROVIDER: 'auto',
        OPENWEATHER_API_KEY: FAKE_OPENWEATHER_KEY,
        OPENWEATHER_BASE_URL: owm.origin,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await owm?.close();
  });

  it("answers with OpenWeatherMap's current Paphos weather", async () => {
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather).toEqual({
      temperature: 24.6,
      condition: 'Clear sky',
      icon: 'sun',
      humidity: 53,
      windSpeed: 4.63,
      conditionCode: 'clear',
      typicalOfMonth: null,
    });
    expect(owm.requests[0]!.url.searchParams.get('appid')).toBe(FAKE_OPENWEATHER_KEY);
  });
});
