import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { tileImageSources } from '../../src/server/http/security-headers';

describe('tileImageSources', () => {
  it('allows every subdomain a {s} template may pick', () => {
    expect(tileImageSources('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.openstreetmap.org',
    ]);
  });

  it("allows OpenStreetMap's one tile address, the default", () => {
    expect(tileImageSources(loadConfig({}).MAP_TILE_URL)).toEqual(['https://tile.openstreetmap.org']);
  });

  it('keeps the scheme and port of a tile server on plain http', () => {
    expect(tileImageSources('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://127.0.0.1:8080',
    ]);
  });

  it("adds nothing for tiles served by this site, which 'self' allows", () => {
    expect(tileImageSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('refuses a template that is neither an http(s) address nor a path', () => {
    expect(() => tileImageSources('ftp://tiles.example.com/{z}/{x}/{y}.png')).toThrow('Not a tile template');
  });
});
