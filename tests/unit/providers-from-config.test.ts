import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { overpassUserAgent, providersFromConfig } from '../../src/server/providers';

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

  it('finds places on OpenStreetMap without a Google key, with the bundled places to stand in when it cannot be reached', () => {
    const places = providers({ PLACES_SOURCE: 'auto' }).placesSource;
    expect(places).toMatchObject({
      id: 'openstreetmap',
      name: 'OpenStreetMap',
      factsSource: 'OpenStreetMap',
    });
    expect(places.fetchAll).toBeTypeOf('function');
    expect(places.fallback).toMatchObject({
      id: 'bundled',
      standIn: 'the bundled places (OpenStreetMap could not be reached)',
    });
  });

  it('finds places on Google when its key is set, unless another places source is named', () => {
    expect(providers({ PLACES_SOURCE: 'auto', GOOGLE_PLACES_API_KEY: 'k' }).placesSource).toMatchObject({
      id: 'google-places',
      factsSource: 'Google Places',
    });
    const osm = providers({ PLACES_SOURCE: 'osm', GOOGLE_PLACES_API_KEY: 'k' }).placesSource;
    // Named outright, OpenStreetMap has no stand-in: a sync that cannot reach it fails and says so.
    expect(osm).toMatchObject({ id: 'openstreetmap' });
    expect(osm.fallback).toBeUndefined();
    expect(providers({ PLACES_SOURCE: 'bundled', GOOGLE_PLACES_API_KEY: 'k' }).placesSource).toMatchObject({
      id: 'bundled',
      standIn: 'the bundled places (PLACES_SOURCE=bundled)',
    });
  });

  it('names the site to Overpass in its User-Agent, with its address when PUBLIC_URL is set', () => {
    expect(overpassUserAgent({ PUBLIC_URL: undefined })).toBe('PaphosGuide/1.0 (daily place sync)');
    expect(overpassUserAgent({ PUBLIC_URL: 'https://paphos.example' })).toBe(
      'PaphosGuide/1.0 (daily place sync; +https://paphos.example)',
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
