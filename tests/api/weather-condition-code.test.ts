/**
 * The weather answer names its condition by code as well as in English words (issue 36), so the card says
 * it in the page's language: the climate normals' stand-in with the month it stands for, Open-Meteo's WMO
 * code, and OpenWeatherMap's words when they are words the site knows.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Weather } from '../../src/common/schemas/weather';
import type { WeatherProvider } from '../../src/server/providers/weather';
import { json, type FakeServer } from '../fakes/fake-server';
import { startFakeOpenMeteo } from '../fakes/open-meteo';
import {
  FAKE_OPENWEATHER_KEY,
  openWeatherAnswers,
  PAPHOS_CLEAR_SKY,
  startFakeOpenWeather,
} from '../fakes/openweather';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOkJson, get } from '../helpers/api';

const apps: TestApp[] = [];
const fakes: FakeServer[] = [];

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const fake of fakes) await fake.close();
});

async function app(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

function setClock(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('GET /api/weather names the condition by code', () => {
  it("the climate normals: November's typical condition, and the month they stand for", async () => {
    const t = await app();
    setClock('2031-11-20T10:00:00Z');
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather).toMatchObject({
      condition: 'Partly cloudy (typical November weather; live data unavailable)',
      conditionCode: 'partlyCloudy',
      typicalOfMonth: 11,
    });
  });

  it("Open-Meteo: the WMO code's condition, live (no month); its normals, with the month, when it fails", async () => {
    const openMeteo = await startFakeOpenMeteo();
    fakes.push(openMeteo);
    const t = await app({ config: { WEATHER_PROVIDER: 'auto', OPEN_METEO_BASE_URL: openMeteo.origin } });
    setClock('2032-01-10T12:00:00Z');
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toMatchObject({
      condition: 'Mainly clear',
      conditionCode: 'mainlyClear',
      typicalOfMonth: null,
    });

    setClock('2032-07-10T12:00:00Z');
    openMeteo.answerWith((_request, response) => json(response, 503, { error: true, reason: 'Overloaded' }));
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toMatchObject({
      condition: 'Sunny (typical July weather; live data unavailable)',
      conditionCode: 'sunny',
      typicalOfMonth: 7,
    });
  });

  it("OpenWeatherMap: a code for words the site knows ('Light rain'), none for its own ('Scattered clouds')", async () => {
    const owm = await startFakeOpenWeather();
    fakes.push(owm);
    const t = await app({
      config: {
        WEATHER_PROVIDER: 'auto',
        OPENWEATHER_API_KEY: FAKE_OPENWEATHER_KEY,
        OPENWEATHER_BASE_URL: owm.origin,
      },
    });
    const answer = (main: string, description: string) =>
      openWeatherAnswers({ ...PAPHOS_CLEAR_SKY, weather: [{ id: 500, main, description, icon: '10d' }] });
    setClock('2032-02-01T12:00:00Z');
    owm.answerWith(answer('Rain', 'light rain'));
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toMatchObject({
      condition: 'Light rain',
      conditionCode: 'lightRain',
      typicalOfMonth: null,
    });
    setClock('2032-02-01T13:00:00Z');
    owm.answerWith(answer('Clouds', 'scattered clouds'));
    expect(expectOkJson<Weather>(await get(t.app, '/api/weather'))).toMatchObject({
      condition: 'Scattered clouds',
      conditionCode: null,
      typicalOfMonth: null,
    });
  });

  it('a provider that gives no code: the answer has none, and its words as written', async () => {
    const provider: WeatherProvider = {
      name: 'words only',
      current: async () => ({
        temperature: 20,
        condition: 'Sea breeze',
        icon: 'sun',
        humidity: null,
        windSpeed: null,
      }),
    };
    const t = await app({ providers: { weather: provider } });
    const weather = expectOkJson<Weather>(await get(t.app, '/api/weather'));
    expect(weather.condition).toBe('Sea breeze');
    expect(weather.conditionCode ?? null).toBeNull();
  });
});
