import { describe, expect, it } from 'vitest';
import { inChunks, renderSitemapIndex, URLS_PER_SITEMAP } from '../../src/server/modules/seo/service';

describe('the sitemap index at scale', () => {
  it('puts 25,001 places in three files of at most 10,000, far under the 50,000 a sitemap may hold', () => {
    const places = Array.from({ length: 25_001 }, (_, index) => index);
    const chunks = inChunks(places, URLS_PER_SITEMAP);
    expect(chunks.map((chunk) => chunk.length)).toEqual([10_000, 10_000, 5_001]);
    expect(chunks.flat()).toEqual(places);
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
  });

  it('keeps a file for a kind with nothing in it yet', () => {
    expect(inChunks([], URLS_PER_SITEMAP)).toEqual([[]]);
  });

  it("names each file with its newest entry's day", () => {
    const xml = renderSitemapIndex('https://paphos.example', [
      { name: 'pages.xml', entries: [{ path: '/' }] },
      {
        name: 'places-1.xml',
        entries: [
          { path: '/places/a', lastModified: new Date('2026-11-02T10:00:00Z') },
          { path: '/places/b', lastModified: new Date('2026-11-20T10:00:00Z') },
        ],
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://paphos.example/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://paphos.example/sitemaps/places-1.xml</loc><lastmod>2026-11-20</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
