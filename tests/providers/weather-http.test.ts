import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/server/providers/http-json';
import { httpWeatherProvider } from '../../src/server/providers/weather/http';
import { json, type FakeServer } from '../fakes/fake-server';
import {
  FAKE_OPENWEATHER_KEY,
  openWeatherAnswers,
  PAPHOS_CLEAR_SKY,
  startFakeOpenWeather,
} from '../fakes/openweather';

let owm: FakeServer;

beforeAll(async () => {
  owm = await startFakeOpenWeather();
});

afterAll(async () => {
  await owm.close();
});

const provider = (apiKey = FAKE_OPENWEATHER_KEY) =>
  httpWeatherProvider({ apiKey, baseUrl: owm.origin, backoffMs: 1, timeoutMs: 500 });

describe('the OpenWeatherMap weather client', () => {
  it("asks for Paphos' current weather in metric units with the key", async () => {
    owm.answerWith(openWeatherAnswers());
    owm.requests.length = 0;
    await provider().current();
    const query = owm.requests[0]!.url.searchParams;
    expect(owm.requests[0]!.url.pathname).toBe('/data/2.5/weather');
    expect(Number(query.get('lat'))).toBeCloseTo(34.7667, 3);
    expect(Number(query.get('lon'))).toBeCloseTo(32.4167, 3);
    expect(query.get('units')).toBe('metric');
    expect(query.get('appid')).toBe(FAKE_OPENWEATHER_KEY);
  });

  it('maps temperature, capitalised condition, icon, humidity and wind in m/s', async () => {
    owm.answerWith(openWeatherAnswers());
    await expect(provider().current()).resolves.toEqual({
      temperature: 24.6,
      condition: 'Clear sky',
      icon: 'sun',
      humidity: 53,
      windSpeed: 4.63,
      // Words the site has a code for, so the page says them in its language.
      conditionCode: 'clear',
      typicalOfMonth: null,
    });
  });

  it('shows rain with the rain icon and clouds with the cloud icon', async () => {
    const withWeather = (main: string, description: string) => ({
      ...PAPHOS_CLEAR_SKY,
      weather: [{ id: 500, main, description, icon: '10d' }],
    });
    owm.answerWith(openWeatherAnswers(withWeather('Rain', 'light rain')));
    await expect(provider().current()).resolves.toMatchObject({ condition: 'Light rain', icon: 'rain' });
    owm.answerWith(openWeatherAnswers(withWeather('Clouds', 'broken clouds')));
    // Words of OpenWeatherMap's own, shown as written (in English).
    await expect(provider().current()).resolves.toMatchObject({
      condition: 'Broken clouds',
      icon: 'cloud',
      conditionCode: null,
    });
  });

  it('fails with an error naming OpenWeatherMap and 401 for a wrong key, without the key', async () => {
    owm.answerWith(openWeatherAnswers());
    const error = await provider('wrong-key-123')
      .current()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toMatch(/^OpenWeatherMap: answered 401 \(Invalid API key/);
    expect((error as ProviderError).message).not.toContain('wrong-key-123');
  });

  it('retries a 429 and then answers', async () => {
    let calls = 0;
    owm.answerWith((request, response) => {
      calls += 1;
      if (calls === 1) return json(response, 429, { cod: 429, message: 'Your account is temporary blocked' });
      return openWeatherAnswers()(request, response);
    });
    await expect(provider().current()).resolves.toMatchObject({ temperature: 24.6 });
    expect(calls).toBe(2);
  });

  it('refuses an answer without a temperature', async () => {
    owm.answerWith(openWeatherAnswers({ ...PAPHOS_CLEAR_SKY, main: { humidity: 50 } }));
    await expect(provider().current()).rejects.toThrow(
      /OpenWeatherMap: answered in an unexpected format \(main\.temp/,
    );
  });
});
