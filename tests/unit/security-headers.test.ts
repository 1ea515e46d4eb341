import { describe, expect, it } from 'vitest';
import { tileImageSource } from '../../src/server/http/security-headers';

describe('tileImageSource', () => {
  it('allows every subdomain a {s} template may pick', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
  });

  it('keeps the scheme and port of a tile server on plain http', () => {
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });

  it('refuses a template that is not an http(s) address', () => {
    expect(() => tileImageSource('/tiles/{z}/{x}/{y}.png')).toThrow('Not an http(s) tile template');
  });
});
