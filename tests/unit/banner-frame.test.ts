import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHT_SCRIPT, bannerDocument, bannerFrameHeight } from '../../src/common/banner-frame';

describe('bannerDocument', () => {
  it('puts the advert code in a document with links opening outside and the height report after it', () => {
    const html = bannerDocument('<a href="https://example.com">Advert</a>');
    expect(html).toContain('<base target="_blank">');
    expect(html.indexOf('Advert</a>')).toBeLessThan(html.indexOf(BANNER_HEIGHT_SCRIPT));
    expect(html).toContain(`<script>${BANNER_HEIGHT_SCRIPT}</script>`);
  });
});

describe('bannerFrameHeight', () => {
  it('takes a reported height, rounded up', () => {
    expect(bannerFrameHeight(250)).toBe(250);
    expect(bannerFrameHeight(90.2)).toBe(91);
  });

  it('keeps at least a line and at most 800 px', () => {
    expect(bannerFrameHeight(0)).toBe(40);
    expect(bannerFrameHeight(5000)).toBe(800);
  });

  it('ignores a report that is not a number', () => {
    expect(bannerFrameHeight('250')).toBeNull();
    expect(bannerFrameHeight(Number.NaN)).toBeNull();
    expect(bannerFrameHeight(undefined)).toBeNull();
  });
});
