import { describe, expect, it } from 'vitest';
import {
  articleProblems,
  countSentences,
  countWords,
  descriptionProblems,
} from '../../src/server/providers/writer/checks';

const words = (count: number) => Array.from({ length: count }, () => 'sand').join(' ');
const NAMES = ['Coral Bay Beach', 'Lara Bay (Turtle Beach)'];

/** A short article (800-1200 words asked) of about 1000 words with an intro and both sections. */
const wellFormed = (sections = NAMES) =>
  [words(200), ...sections.map((name) => `## ${name}\n\n${words(400)}`)].join('\n\n');

describe('countWords', () => {
  it('counts words and numbers, not markdown marks', () => {
    expect(countWords('## Coral Bay\n\n- **Golden** sand, 2 km long — lovely!')).toBe(8);
    expect(countWords("St. Paul's Pillar")).toBe(3);
  });
});

describe('countSentences', () => {
  it('counts full stops, questions and exclamations before a capital or the end', () => {
    expect(countSentences('A beach. Is it sandy? Yes!')).toBe(3);
    expect(countSentences('No final stop here')).toBe(1);
    expect(countSentences('')).toBe(0);
  });

  it('is not fooled by decimals or common abbreviations', () => {
    expect(countSentences("The water is 4.5 m deep. St. Paul's Pillar is near.")).toBe(2);
    expect(countSentences('It has sunbeds, umbrellas, e.g. Blue Flag ones. Parking too.')).toBe(2);
  });
});

describe('articleProblems', () => {
  it('accepts an intro and one section per place in order, with a closing section', () => {
    const content = `${wellFormed()}\n\n## Choosing between them\n\n${words(20)}`;
    expect(articleProblems({ content, excerpt: 'Two beaches compared.' }, NAMES, 'short')).toEqual([]);
  });

  it('matches headings to names regardless of case', () => {
    const content = wellFormed(['coral bay beach', 'Lara Bay (turtle beach)']);
    expect(articleProblems({ content, excerpt: 'Compared.' }, NAMES, 'short')).toEqual([]);
  });

  it('names a missing section, sections out of order and a missing introduction', () => {
    expect(articleProblems({ content: wellFormed(['Coral Bay']), excerpt: 'x' }, NAMES, 'short')).toEqual([
      "there is no '## Coral Bay Beach' section",
      "there is no '## Lara Bay (Turtle Beach)' section",
    ]);
    expect(
      articleProblems({ content: wellFormed([...NAMES].reverse()), excerpt: 'x' }, NAMES, 'short'),
    ).toEqual(["the '## Lara Bay (Turtle Beach)' section is out of the given order"]);
    const noIntro = NAMES.map((name) => `## ${name}\n\n${words(500)}`).join('\n\n');
    expect(articleProblems({ content: noIntro, excerpt: 'x' }, NAMES, 'short')).toEqual([
      'there is no introduction before the first section',
    ]);
  });

  it('refuses HTML and a title heading', () => {
    expect(
      articleProblems({ content: `<p>Hi</p>\n${wellFormed()}`, excerpt: 'x' }, NAMES, 'short'),
    ).toContain('the content contains HTML');
    expect(
      articleProblems({ content: `# Title\n\n${wellFormed()}`, excerpt: 'x' }, NAMES, 'short'),
    ).toContain("the content has a '# ' title heading");
  });

  it('allows 30% either side of the requested range and no more', () => {
    // The two headings hold 7 words, their sections 200 each; the introduction makes up the rest.
    const ofLength = (total: number) =>
      [words(total - 407), ...NAMES.map((name) => `## ${name}\n\n${words(200)}`)].join('\n\n');
    expect(countWords(ofLength(560))).toBe(560);
    expect(articleProblems({ content: ofLength(560), excerpt: 'x' }, NAMES, 'short')).toEqual([]);
    expect(articleProblems({ content: ofLength(1560), excerpt: 'x' }, NAMES, 'short')).toEqual([]);
    expect(articleProblems({ content: ofLength(1561), excerpt: 'x' }, NAMES, 'short')).toEqual([
      'it has 1561 words where 800-1200 were asked for',
    ]);
    expect(articleProblems({ content: ofLength(1700), excerpt: 'x' }, NAMES, 'medium')).toEqual([]);
  });

  it('wants a short, plain excerpt', () => {
    const check = (excerpt: string) => articleProblems({ content: wellFormed(), excerpt }, NAMES, 'short');
    expect(check(' ')).toEqual(['the excerpt is empty']);
    expect(check('x'.repeat(601))).toEqual(['the excerpt is longer than 600 characters']);
    expect(check('<b>Two</b> beaches')).toEqual(['the excerpt is not plain text']);
  });
});

describe('descriptionProblems', () => {
  it('accepts two to four plain sentences', () => {
    expect(descriptionProblems('Coral Bay Beach is a sandy beach. It has shallow water.')).toEqual([]);
    expect(descriptionProblems('One. Two. Three. Four.')).toEqual([]);
  });

  it('refuses one sentence, five, markdown, HTML and more than 600 characters', () => {
    expect(descriptionProblems('A beach.')).toEqual(['it has 1 sentence where 2-4 were asked for']);
    expect(descriptionProblems('One. Two. Three. Four. Five.')).toEqual([
      'it has 5 sentences where 2-4 were asked for',
    ]);
    expect(descriptionProblems('## Coral Bay\nA beach. Sandy.')).toEqual(['it is not plain text']);
    expect(descriptionProblems('A <em>sandy</em> beach. Shallow.')).toEqual(['it is not plain text']);
    expect(descriptionProblems(`${words(120)}. Shallow water.`)).toEqual([
      'it is longer than 600 characters',
    ]);
  });
});
