import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from '../../src/common/article-html';

// The public API and the editor's preview both render with this function (it runs in the browser too).
describe('renderArticleHtml', () => {
  it('turns markdown headings, emphasis and lists into HTML', () => {
    const html = renderArticleHtml('## Coral Bay\n\n**Sandy** and calm.\n\n- Sunbeds\n- Showers');
    expect(html).toContain('<h2>Coral Bay</h2>');
    expect(html).toContain('<strong>Sandy</strong>');
    expect(html).toContain('<li>Sunbeds</li>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = renderArticleHtml(
      'Hi <script>alert(1)</script><img src="/a.png" onerror="alert(2)"> [x](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<img src="/a.png" loading="lazy" />');
  });

  it('opens outside links in a new tab without handing over the page', () => {
    expect(renderArticleHtml('[Map](https://maps.example/x)')).toContain(
      '<a href="https://maps.example/x" target="_blank" rel="noopener noreferrer">Map</a>',
    );
    expect(renderArticleHtml('[Guides](/blog)')).toContain('<a href="/blog">Guides</a>');
  });
});
