import type { ArticleLength } from '../../../common/categories';
import { ARTICLE_LENGTH_WORDS } from '../../../common/schemas/articles';

/** How far an article may miss the requested word range: models rarely hit it exactly. */
export const ARTICLE_WORD_TOLERANCE = 0.3;
export const EXCERPT_MAX_CHARS = 600;
export const DESCRIPTION_MAX_CHARS = 600;
export const DESCRIPTION_SENTENCES = { min: 2, max: 4 } as const;

const HTML = /<\/?[a-z][^>]*>|<!--/i;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** A full stop, question or exclamation mark (and closing quotes) before a capital, a digit or the end. */
const SENTENCE_END = /[.!?]+["'”’)]*(?=\s+["'“‘(]?[\p{Lu}\p{N}]|\s*$)/gu;
/** Words whose full stop does not end a sentence ('St. Paul's Pillar'). */
const ABBREVIATION = /\b(?:St|Mt|Dr|Mr|Mrs|Ms|Nr|No|Ave|Rd|approx|vs|e\.g|i\.e)$/i;

/** Words of a text, markdown punctuation ('##', '-', '**') not counted. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Sentences of a plain text, not fooled by decimals or common abbreviations. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  let count = 0;
  let sentenceStart = 0;
  for (const match of trimmed.matchAll(SENTENCE_END)) {
    if (ABBREVIATION.test(trimmed.slice(sentenceStart, match.index))) continue;
    count += 1;
    sentenceStart = match.index + match[0].length;
  }
  return trimmed.slice(sentenceStart).trim() ? count + 1 : count;
}

/** The text of each '## ' heading line, in order. */
function sectionHeadings(markdown: string): Array<{ heading: string; line: number }> {
  return markdown.split('\n').flatMap((text, line) => {
    const match = /^##\s+(.*?)\s*#*\s*$/.exec(text);
    return match ? [{ heading: match[1]!, line }] : [];
  });
}

/**
 * What is wrong with a written article, in words for an error message; empty when it is fine. It must
 * have an introduction, one '## {place name}' section per place in the given order (the accordion
 * matches sections to places by these headings), no '# ' title, no HTML, a length near the requested
 * range, and a short plain excerpt.
 */
export function articleProblems(
  article: { content: string; excerpt: string },
  placeNames: string[],
  length: ArticleLength,
): string[] {
  const problems: string[] = [];
  const { content, excerpt } = article;
  if (HTML.test(content)) problems.push('the content contains HTML');
  if (/^#\s/m.test(content)) problems.push("the content has a '# ' title heading");

  const headings = sectionHeadings(content);
  const firstSection = headings[0]?.line ?? Infinity;
  const intro = content.split('\n').slice(0, firstSection).join('\n');
  if (countWords(intro) === 0) problems.push('there is no introduction before the first section');

  let previousLine = -1;
  for (const name of placeNames) {
    const section = headings.find((entry) => entry.heading.toLowerCase() === name.toLowerCase());
    if (!section) {
      problems.push(`there is no '## ${name}' section`);
    } else if (section.line < previousLine) {
      problems.push(`the '## ${name}' section is out of the given order`);
    } else {
      previousLine = section.line;
    }
  }

  const words = countWords(content);
  const range = ARTICLE_LENGTH_WORDS[length];
  const lowest = Math.floor(range.min * (1 - ARTICLE_WORD_TOLERANCE));
  const highest = Math.ceil(range.max * (1 + ARTICLE_WORD_TOLERANCE));
  if (words < lowest || words > highest) {
    problems.push(`it has ${words} words where ${range.min}-${range.max} were asked for`);
  }

  const summary = excerpt.trim();
  if (summary === '') problems.push('the excerpt is empty');
  if (summary.length > EXCERPT_MAX_CHARS) {
    problems.push(`the excerpt is longer than ${EXCERPT_MAX_CHARS} characters`);
  }
  if (HTML.test(summary) || /^\s*#/m.test(summary)) problems.push('the excerpt is not plain text');
  return problems;
}

/** What is wrong with a place description: it must be 2-4 plain sentences, at most 600 characters. */
export function descriptionProblems(description: string): string[] {
  const text = description.trim();
  const problems: string[] = [];
  if (text.length > DESCRIPTION_MAX_CHARS) {
    problems.push(`it is longer than ${DESCRIPTION_MAX_CHARS} characters`);
  }
  if (HTML.test(text) || /^\s*(#|[-*]\s)/m.test(text)) problems.push('it is not plain text');
  const sentences = countSentences(text);
  if (sentences < DESCRIPTION_SENTENCES.min || sentences > DESCRIPTION_SENTENCES.max) {
    problems.push(
      `it has ${sentences} sentence${sentences === 1 ? '' : 's'} where ${DESCRIPTION_SENTENCES.min}-${DESCRIPTION_SENTENCES.max} were asked for`,
    );
  }
  return problems;
}

/** The addresses of a markdown text's links and bare web addresses, in order. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/https?:\/\/[^\s)>\]]+/g)].map((match) => match[0]);
}

/**
 * What is wrong with a translation of `source`, in words for an error message; empty when it is fine.
 * Every text must be there and not empty, as many '## ' sections as the source (in a guide the accordion
 * matches sections to places by them), every link of the source kept, no HTML added, as many list items.
 */
export function translationProblems(
  source: Record<string, string | string[]>,
  translated: Record<string, string | string[]>,
): string[] {
  const problems: string[] = [];
  for (const [field, original] of Object.entries(source)) {
    const text = translated[field];
    if (Array.isArray(original)) {
      if (!Array.isArray(text) || text.length !== original.length) {
        problems.push(
          `the ${field} have ${Array.isArray(text) ? text.length : 0} items where ${original.length} were given`,
        );
      } else if (text.some((item) => item.trim() === '')) {
        problems.push(`one of the ${field} is empty`);
      }
      continue;
    }
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`the ${field} is empty`);
      continue;
    }
    if (HTML.test(text) && !HTML.test(original)) problems.push(`the ${field} contains HTML`);
    const sections = sectionHeadings(original).length;
    const translatedSections = sectionHeadings(text).length;
    if (sections !== translatedSections) {
      problems.push(`the ${field} has ${translatedSections} '## ' sections where the source has ${sections}`);
    }
    const links = linkTargets(text);
    const lost = linkTargets(original).filter((link) => !links.includes(link));
    if (lost.length > 0) problems.push(`the ${field} lost the link ${lost[0]}`);
  }
  return problems;
}
