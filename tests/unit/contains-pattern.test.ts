import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/server/lib/contains-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('beach')).toBe('%beach%');
  });

  it('keeps %, _ and \\ as themselves rather than wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
