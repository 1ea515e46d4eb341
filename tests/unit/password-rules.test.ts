import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/server/modules/auth/password-rules';

const EMAIL = 'maria.k@example.com';

describe('passwordProblem', () => {
  it.each(['olive-grove-77', 'correct horse battery', 'Kato Paphos 1987!', 'guide-to-the-harbour'])(
    'finds nothing wrong with %s',
    (password) => {
      expect(passwordProblem(password, EMAIL)).toBeNull();
    },
  );

  it.each([
    ['        ', /only spaces/],
    ['\t\t\t\t\t\t\t\t', /only spaces/],
    ['zzzzzzzz', /one character repeated/],
    ['PAPHOSGUIDE', /site's name/],
    ['paphos_guide_99', /site's name/],
    ['my-mariak-pass', /name of your email address/],
    ['Password1', /most commonly used/],
  ])('refuses %j', (password, problem) => {
    expect(passwordProblem(password, EMAIL)).toMatch(problem);
  });

  it('does not refuse a short email name found by chance', () => {
    expect(passwordProblem('bob-was-here-77', 'bo@example.com')).toBeNull();
  });
});
