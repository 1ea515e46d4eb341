import { describe, expect, it } from 'vitest';
import { articleWriter, OFFLINE_WRITER, writtenByNote } from '../../src/common/written-by';

describe('writtenByNote', () => {
  it("says nothing about a person's text", () => {
    expect(writtenByNote(null, false)).toBeNull();
    expect(writtenByNote(null, true)).toBeNull();
  });

  it("labels a writer's text until the operator checks it, and says so after", () => {
    expect(writtenByNote('gpt-4o', false)).toBe('Written with AI; not yet checked by our editors.');
    expect(writtenByNote('gpt-4o', true)).toBe('Written with AI, then checked by our editors.');
    expect(writtenByNote(OFFLINE_WRITER, false)).toBe(
      'Composed automatically from our place data; not yet checked by our editors.',
    );
    expect(writtenByNote(OFFLINE_WRITER, true)).toBe(
      'Composed automatically from our place data, then checked by our editors.',
    );
  });
});

describe('articleWriter', () => {
  it("names an article's writer from what it records", () => {
    expect(articleWriter({ aiGenerated: false, aiModel: null })).toBeNull();
    expect(articleWriter({ aiGenerated: true, aiModel: null })).toBe(OFFLINE_WRITER);
    expect(articleWriter({ aiGenerated: true, aiModel: 'gpt-5' })).toBe('gpt-5');
  });
});
