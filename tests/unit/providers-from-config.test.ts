import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { providersFromConfig } from '../../src/server/providers';

const providers = (env: Parameters<typeof testConfig>[0]) => providersFromConfig(testConfig(env));

describe('providersFromConfig', () => {
  it('without keys: live weather from Open-Meteo, the offline writer, no Pinterest', () => {
    const chosen = providers({ WEATHER_PROVIDER: 'auto' });
    expect(chosen.weather.name).toBe('Open-Meteo');
    expect(chosen.writer.name).toBe('offline writer');
    expect(chosen.pinterest.enabled).toBe(false);
  });

  it('prefers OpenWeatherMap when its key is set, unless another weather source is named', () => {
    expect(providers({ WEATHER_PROVIDER: 'auto', OPENWEATHER_API_KEY: 'k' }).weather.name).toBe(
      'OpenWeatherMap',
    );
    expect(providers({ WEATHER_PROVIDER: 'open-meteo', OPENWEATHER_API_KEY: 'k' }).weather.name).toBe(
      'Open-Meteo',
    );
    expect(providers({ WEATHER_PROVIDER: 'offline', OPENWEATHER_API_KEY: 'k' }).weather.name).toBe(
      'offline climate normals',
    );
  });

  it('writes with OpenAI when its key is set', () => {
    expect(providers({ OPENAI_API_KEY: 'sk-test' }).writer.name).toBe('OpenAI');
  });

  it('posts to Pinterest only with both a token and a board', () => {
    expect(providers({ PINTEREST_ACCESS_TOKEN: 'pina_x' }).pinterest.enabled).toBe(false);
    expect(providers({ PINTEREST_BOARD_ID: '123' }).pinterest.enabled).toBe(false);
    const both = providers({ PINTEREST_ACCESS_TOKEN: 'pina_x', PINTEREST_BOARD_ID: '123' }).pinterest;
    expect(both).toMatchObject({ name: 'Pinterest', enabled: true });
  });
});
