import { describe, expect, it } from 'vitest';
import { parseAccordion } from '../../src/common/accordion';

const PLACES = [
  { id: 11, name: 'Paphos Castle' },
  { id: 12, name: 'Coral Bay' },
  { id: 13, name: 'Tombs of the Kings' },
];

describe('parseAccordion', () => {
  describe('without headings', () => {
    it('returns the whole (trimmed) content as the intro and no sections', () => {
      const html = '  <p>Just an article.</p><h3>A smaller heading</h3><p>More.</p>\n';
      expect(parseAccordion(html, PLACES)).toEqual({
        intro: '<p>Just an article.</p><h3>A smaller heading</h3><p>More.</p>',
        sections: [],
      });
    });

    it('handles empty content', () => {
      expect(parseAccordion('')).toEqual({ intro: '', sections: [] });
    });
  });

  describe('intro', () => {
    it('is the content before the first <h2>, trimmed', () => {
      const html = '\n<p>Welcome to Paphos.</p>\n<h2>Paphos Castle</h2><p>Old fort.</p>';
      expect(parseAccordion(html).intro).toBe('<p>Welcome to Paphos.</p>');
    });

    it('is empty when the content starts with a heading', () => {
      expect(parseAccordion('<h2>Coral Bay</h2><p>Sand.</p>').intro).toBe('');
    });
  });

  describe('sections', () => {
    const html = [
      '<p>Intro.</p>',
      '<h2>Paphos Castle</h2>',
      '<p>A medieval fort.</p>',
      '<h2 class="place">Coral Bay</h2>',
      '<p>Golden sand.</p><p>Busy in August.</p>',
      '<H2>Where to eat</H2>',
      '<p>Tavernas everywhere.</p>',
    ].join('\n');

    it('makes one section per <h2>, in order, with the content up to the next heading', () => {
      const { sections } = parseAccordion(html);
      expect(sections.map((s) => s.heading)).toEqual(['Paphos Castle', 'Coral Bay', 'Where to eat']);
      expect(sections.map((s) => s.content)).toEqual([
        '<p>A medieval fort.</p>',
        '<p>Golden sand.</p><p>Busy in August.</p>',
        '<p>Tavernas everywhere.</p>',
      ]);
    });

    it('gives a section without an image null image fields', () => {
      const [first] = parseAccordion(html).sections;
      expect(first?.imageUrl).toBeNull();
      expect(first?.imageAlt).toBeNull();
    });

    it('strips tags from the heading and decodes entities', () => {
      const { sections } = parseAccordion(
        '<h2><strong>Fish &amp; Chips</strong> at &quot;Theo&#39;s&quot;</h2><p>x</p>',
      );
      expect(sections[0]?.heading).toBe('Fish & Chips at "Theo\'s"');
    });

    it('decodes an escaped entity only once', () => {
      // '&amp;lt;' is the text '&lt;', not '<'.
      const { sections } = parseAccordion('<h2>Use &amp;lt;br&amp;gt; for breaks</h2><p>x</p>');
      expect(sections[0]?.heading).toBe('Use &lt;br&gt; for breaks');
    });

    it('keeps a heading with no body as a section with empty content', () => {
      const { sections } = parseAccordion('<h2>Alpha</h2><h2>Beta</h2>');
      expect(sections).toHaveLength(2);
      expect(sections[0]?.content).toBe('');
      expect(sections[1]?.content).toBe('');
    });
  });

  describe('images', () => {
    it("takes the section's first image as its image and removes it from the content", () => {
      const html =
        '<h2>Coral Bay</h2><p><img src="https://img.example/coral.jpg" alt="Coral Bay beach"></p><p>Sand.</p><img src="second.jpg" alt="Second">';
      const [section] = parseAccordion(html).sections;
      expect(section?.imageUrl).toBe('https://img.example/coral.jpg');
      expect(section?.imageAlt).toBe('Coral Bay beach');
      // The emptied paragraph is dropped too; later images stay.
      expect(section?.content).toBe('<p>Sand.</p><img src="second.jpg" alt="Second">');
    });

    it('reads attributes in any order and self-closing tags', () => {
      const [section] = parseAccordion('<h2>X</h2><img alt="The view" class="wide" src="/v.png" />').sections;
      expect(section?.imageUrl).toBe('/v.png');
      expect(section?.imageAlt).toBe('The view');
      expect(section?.content).toBe('');
    });

    it('decodes entities in the image src and alt, as the sanitised article HTML escapes them', () => {
      // renderArticleHtml turns ![Fish & "Chips"](https://img.example/a.jpg?w=800&q=80) into this tag.
      const html =
        '<h2>Fish &amp; Chips</h2><p><img src="https://img.example/a.jpg?w=800&amp;q=80" alt="Fish &amp; &quot;Chips&quot;" loading="lazy" /></p>';
      const [section] = parseAccordion(html).sections;
      expect(section?.imageUrl).toBe('https://img.example/a.jpg?w=800&q=80');
      expect(section?.imageAlt).toBe('Fish & "Chips"');
    });

    it('gives a null alt when the image has none', () => {
      const [section] = parseAccordion('<h2>X</h2><img src="/v.png"><p>Text</p>').sections;
      expect(section?.imageUrl).toBe('/v.png');
      expect(section?.imageAlt).toBeNull();
      expect(section?.content).toBe('<p>Text</p>');
    });

    it('does not take an image from the intro or from another section', () => {
      const html = '<img src="/intro.png"><h2>A</h2><p>a</p><h2>B</h2><img src="/b.png" alt="b">';
      const { intro, sections } = parseAccordion(html);
      expect(intro).toBe('<img src="/intro.png">');
      expect(sections[0]?.imageUrl).toBeNull();
      expect(sections[1]?.imageUrl).toBe('/b.png');
    });
  });

  describe('place matching', () => {
    it('links a section to the featured place whose name the heading contains, case-insensitively', () => {
      const html = '<h2>1. Visiting PAPHOS CASTLE at sunset</h2><p>a</p><h2>Coral Bay</h2><p>b</p>';
      const { sections } = parseAccordion(html, PLACES);
      expect(sections.map((s) => s.placeId)).toEqual([11, 12]);
    });

    it('gives null when no featured place matches', () => {
      const { sections } = parseAccordion('<h2>Where to eat</h2><p>a</p>', PLACES);
      expect(sections[0]?.placeId).toBeNull();
    });

    it('gives null when no places are given', () => {
      const { sections } = parseAccordion('<h2>Coral Bay</h2><p>a</p>');
      expect(sections[0]?.placeId).toBeNull();
    });

    it('matches on the decoded heading text', () => {
      const places = [{ id: 5, name: "Theo's Fish & Chips" }];
      const { sections } = parseAccordion('<h2><em>Theo&#39;s Fish &amp; Chips</em></h2><p>a</p>', places);
      expect(sections[0]?.placeId).toBe(5);
    });
  });
});
