import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/server/providers/http-json';
import { openMeteoWeatherProvider } from '../../src/server/providers/weather/open-meteo';
import { hang, json, type FakeServer } from '../fakes/fake-server';
import { openMeteoAnswers, PAPHOS_MAINLY_CLEAR, paphosWith, startFakeOpenMeteo } from '../fakes/open-meteo';

let openMeteo: FakeServer;

beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo();
});

afterAll(async () => {
  await openMeteo.close();
});

// A busy machine can take a while over the first request; only the timeout test uses a short limit.
const provider = (timeoutMs = 5000) =>
  openMeteoWeatherProvider({ baseUrl: openMeteo.origin, backoffMs: 1, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the Open-Meteo weather client', () => {
  it("asks for Paphos' current conditions with wind in m/s in Cyprus time, without a key", async () => {
    openMeteo.answerWith(openMeteoAnswers());
    openMeteo.requests.length = 0;
    await provider().current();
    const [request] = openMeteo.requests;
    const query = request!.url.searchParams;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/v1/forecast');
    expect(Number(query.get('latitude'))).toBeCloseTo(34.7667, 3);
    expect(Number(query.get('longitude'))).toBeCloseTo(32.4167, 3);
    expect(query.get('current')).toBe('temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code');
    expect(query.get('wind_speed_unit')).toBe('ms');
    expect(query.get('timezone')).toBe('Europe/Nicosia');
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('maps temperature, the weather code to a condition and icon, humidity and wind', async () => {
    openMeteo.answerWith(openMeteoAnswers());
    await expect(provider().current()).resolves.toEqual({
      temperature: 21.4,
      condition: 'Mainly clear',
      icon: 'sun',
      humidity: 62,
      windSpeed: 3.9,
      conditionCode: 'mainlyClear',
      typicalOfMonth: null,
    });
  });

  it('shows rain with the rain icon and fog with the cloud icon', async () => {
    openMeteo.answerWith(openMeteoAnswers(paphosWith({ weather_code: 63 })));
    await expect(provider().current()).resolves.toMatchObject({ condition: 'Rain', icon: 'rain' });
    openMeteo.answerWith(openMeteoAnswers(paphosWith({ weather_code: 45 })));
    await expect(provider().current()).resolves.toMatchObject({ condition: 'Fog', icon: 'cloud' });
  });

  it('answers null for humidity and wind that Open-Meteo does not have', async () => {
    openMeteo.answerWith(openMeteoAnswers(paphosWith({ relative_humidity_2m: null, wind_speed_10m: null })));
    await expect(provider().current()).resolves.toMatchObject({ humidity: null, windSpeed: null });
  });

  it('fails with an error naming Open-Meteo, the status and its reason, and does not retry a 400', async () => {
    openMeteo.requests.length = 0;
    openMeteo.answerWith((_request, response) =>
      json(response, 400, { error: true, reason: 'Latitude must be in range of -90 to 90°. Given: 934.7.' }),
    );
    const error = await failure(provider().current());
    expect(error.message).toBe(
      'Open-Meteo: answered 400 (Latitude must be in range of -90 to 90°. Given: 934.7.)',
    );
    expect(error.status).toBe(400);
    expect(openMeteo.requests).toHaveLength(1);
  });

  it('retries a 503 once and then answers', async () => {
    let calls = 0;
    openMeteo.answerWith((request, response) => {
      calls += 1;
      if (calls === 1) return json(response, 503, { error: true, reason: 'Service unavailable' });
      return openMeteoAnswers()(request, response);
    });
    await expect(provider().current()).resolves.toMatchObject({ temperature: 21.4 });
    expect(calls).toBe(2);
  });

  it('gives up after one short timeout, without waiting for a second one', async () => {
    openMeteo.requests.length = 0;
    openMeteo.answerWith(hang);
    const error = await failure(provider(300).current());
    expect(error.message).toBe('Open-Meteo: no answer within 300 ms');
    expect(openMeteo.requests).toHaveLength(1);
  });

  it('refuses an answer without a temperature', async () => {
    const { temperature_2m: _missing, ...current } = PAPHOS_MAINLY_CLEAR.current;
    openMeteo.answerWith(openMeteoAnswers({ ...PAPHOS_MAINLY_CLEAR, current }));
    const error = await failure(provider().current());
    expect(error.message).toMatch(/^Open-Meteo: answered in an unexpected format \(current\.temperature_2m/);
  });

  it('refuses a weather code outside the documented table', async () => {
    openMeteo.answerWith(openMeteoAnswers(paphosWith({ weather_code: 42 })));
    const error = await failure(provider().current());
    expect(error.message).toBe('Open-Meteo: answered with an unknown weather code (42)');
  });
});
