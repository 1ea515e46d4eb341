import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { tileServerSources } from '../../src/server/http/security-headers';

describe('tileServerSources', () => {
  it('allows every subdomain a {s} template may pick', () => {
    expect(tileServerSources('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.openstreetmap.org',
    ]);
  });

  it("allows OpenStreetMap's one tile address, the default", () => {
    expect(tileServerSources(loadConfig({}).MAP_TILE_URL)).toEqual(['https://tile.openstreetmap.org']);
  });

  it('keeps the scheme and port of a tile server on plain http', () => {
    expect(tileServerSources('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://127.0.0.1:8080',
    ]);
  });

  it("adds nothing for tiles served by this site, which 'self' allows", () => {
    expect(tileServerSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('refuses a template that is neither an http(s) address nor a path', () => {
    expect(() => tileServerSources('ftp://tiles.example.com/{z}/{x}/{y}.png')).toThrow('Not a tile template');
  });
});
