import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig, testConfig } from '../../src/server/config';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_KEY).toBeUndefined();
  });

  it('reads numbers, booleans and trims keys', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: '1', ADMIN_KEY: '  secret-key  ' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.ADMIN_KEY).toBe('secret-key');
  });

  it('trusts proxies by count or by address, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1' }).TRUST_PROXY).toEqual(['::1']);
    expect(refusal({ TRUST_PROXY: 'true' })).toContain("TRUST_PROXY: 'true' would trust every hop");
  });

  it('treats a blank optional value as unset', () => {
    const config = loadConfig({ DATABASE_URL: '   ', OPENWEATHER_API_KEY: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENWEATHER_API_KEY).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/paphos' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['OPENWEATHER_BASE_URL', { OPENWEATHER_BASE_URL: 'not a url' }],
    ['VIATOR_BASE_URL', { VIATOR_BASE_URL: 'api.viator.com' }],
    ['VIATOR_DESTINATION_ID', { VIATOR_DESTINATION_ID: 'Paphos' }],
    ['VIATOR_CAMPAIGN', { VIATOR_CAMPAIGN: 'spring sale!' }],
    ['WEATHER_PROVIDER', { WEATHER_PROVIDER: 'met-office' }],
    ['WEATHER_PROVIDER', { WEATHER_PROVIDER: 'openweathermap' }],
    ['OPENAI_BASE_URL', { OPENAI_BASE_URL: 'api.openai.com' }],
    ['PINTEREST_BOARD_ID', { PINTEREST_BOARD_ID: 'paphos-board' }],
    ['PLACES_SOURCE', { PLACES_SOURCE: 'openstreetmap' }],
    ['PLACES_SOURCE', { PLACES_SOURCE: 'google' }],
    ['OVERPASS_URL', { OVERPASS_URL: 'overpass-api.de/api/interpreter' }],
  ])('refuses a bad %s and names the variable', (variable, env) => {
    const message = refusal(env);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${variable}:`);
  });

  it('asks for live weather without a key by default, and tests for none', () => {
    expect(loadConfig({}).WEATHER_PROVIDER).toBe('auto');
    expect(testConfig().WEATHER_PROVIDER).toBe('offline');
    expect(testConfig({ WEATHER_PROVIDER: 'open-meteo' }).WEATHER_PROVIDER).toBe('open-meteo');
  });

  it('asks for places from Google with its key, else OpenStreetMap by default, and tests for the bundled ones', () => {
    expect(loadConfig({})).toMatchObject({
      PLACES_SOURCE: 'auto',
      OVERPASS_URL: 'https://overpass-api.de/api/interpreter',
    });
    expect(refusal({ PLACES_SOURCE: 'google' })).toContain(
      'PLACES_SOURCE: google needs GOOGLE_PLACES_API_KEY',
    );
    expect(testConfig().PLACES_SOURCE).toBe('bundled');
    expect(testConfig({ GOOGLE_PLACES_API_KEY: 'k' }).PLACES_SOURCE).toBe('auto');
    expect(testConfig({ PLACES_SOURCE: 'osm' }).PLACES_SOURCE).toBe('osm');
  });

  it('takes an http(s) or same-site XYZ template for the map tiles, and refuses anything else', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'http://10.0.0.5:8080/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'http://10.0.0.5:8080/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(refusal({ MAP_TILE_URL: 'tiles.example.com/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILE_URL: must be an XYZ template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png or /tiles/{z}/{x}/{y}.png',
    );
    expect(refusal({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toContain('MAP_TILE_URL:');
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: '-1', DATABASE_URL: 'sqlite://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });
});

describe('configWarnings', () => {
  it('warns of a TRUST_PROXY hop count on an interface clients can reach without the proxy', () => {
    const [warning] = configWarnings(testConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }));
    expect(warning).toMatch(/^TRUST_PROXY=1 trusts that many hops of X-Forwarded-For from any client/);
    expect(warning).toContain('Give the proxy addresses instead');
  });

  it('says nothing of proxy addresses, of no proxy, or of a hop count behind a proxy on this machine', () => {
    expect(configWarnings(testConfig({ TRUST_PROXY: '10.0.0.1', HOST: '0.0.0.0' }))).toEqual([]);
    expect(configWarnings(testConfig({ HOST: '0.0.0.0' }))).toEqual([]);
    expect(configWarnings(testConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }))).toEqual([]);
  });
});
