import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, WORDS_PER_MINUTE } from '../../src/common/reading-time';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it('reads at 200 words per minute', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(400))).toBe(2);
  });

  it('rounds 201 words up to 2 minutes', () => {
    expect(readingTimeMinutes(words(201))).toBe(2);
  });

  it('rounds a single word up to 1 minute', () => {
    expect(readingTimeMinutes('hello')).toBe(1);
  });

  it('gives 0 minutes for empty content', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('   \n\t ')).toBe(0);
  });

  it('does not count tags as words', () => {
    // 200 words wrapped in lots of markup is still exactly one minute.
    const html = `<h2 class="title">${words(1)}</h2>${Array.from({ length: 199 }, (_, i) => `<p><a href="/x">w${i}</a></p>`).join('')}`;
    expect(readingTimeMinutes(html)).toBe(1);
  });

  it('gives 0 minutes for content that is only tags', () => {
    expect(readingTimeMinutes('<p></p><img src="a.jpg" alt="a b c d"><br/>')).toBe(0);
  });

  it('splits words that only tags separate', () => {
    // 'one<br>two' is two words; 201 of them push the time to 2 minutes.
    const html = Array.from({ length: 201 }, (_, i) => `w${i}`).join('<br>');
    expect(readingTimeMinutes(html)).toBe(2);
  });

  it('counts words split by any whitespace', () => {
    expect(readingTimeMinutes(`${words(100)}\n\n\t${words(101)}`)).toBe(2);
  });
});
