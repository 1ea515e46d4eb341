import { describe, expect, it } from 'vitest';
import {
  inChunks,
  PAGES_PER_SITEMAP,
  renderSitemapIndex,
  URLS_PER_SITEMAP,
} from '../../src/server/modules/seo/service';

describe('the sitemap index at scale', () => {
  it('puts 5,001 places in three files of at most 2,000, each listed in five languages: 10,000 URLs a file', () => {
    const places = Array.from({ length: 5_001 }, (_, index) => index);
    const chunks = inChunks(places, PAGES_PER_SITEMAP);
    expect(chunks.map((chunk) => chunk.length)).toEqual([2_000, 2_000, 1_001]);
    expect(chunks.flat()).toEqual(places);
    expect(PAGES_PER_SITEMAP * 5).toBe(URLS_PER_SITEMAP);
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
  });

  it('keeps a file for a kind with nothing in it yet', () => {
    expect(inChunks([], PAGES_PER_SITEMAP)).toEqual([[]]);
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
