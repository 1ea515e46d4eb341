import { describe, expect, it } from 'vitest';
import { loginPathFrom } from '../../src/common/login-path';
import { safeReturnPath } from '../../src/common/return-path';

describe('safeReturnPath', () => {
  it.each([
    '/account',
    '/my-favorites',
    '/places/coral-bay-beach',
    '/places?category=beach&q=coral+bay',
    '/a%20b',
  ])('keeps the path of this site %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty value', ''],
    ['a relative path', 'account'],
    ['another site, scheme-relative', '//evil.com'],
    ['another site, scheme-relative with a path', '//evil.com/account'],
    ['another site through a backslash', '/\\evil.com'],
    ['another site through two backslashes', '\\\\evil.com'],
    ['another site through a tab the browser drops', '/\t/evil.com'],
    ['another site through a newline the browser drops', '/\n/evil.com'],
    ['another site, absolute', 'https://evil.com'],
    ['another site, absolute, upper case', 'HTTPS://evil.com/account'],
    ['a script', 'javascript:alert(1)'],
    ['a script with a leading space', ' javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['another site, encoded slashes', '/%2F%2Fevil.com'],
    ['another site, encoded lower case', '/%2f%2fevil.com'],
    ['another site, encoded backslash', '/%5Cevil.com'],
    ['another site, encoded tab', '/%09/evil.com'],
    ['an absolute address, encoded', '%2F%2Fevil.com'],
    ['a script, encoded', 'javascript%3Aalert(1)'],
    ['a malformed escape', '/%E0%A4%A'],
    ['the login page', '/login'],
    ['the login page with a query', '/login?next=/account'],
    ['the login page in capitals', '/LOGIN'],
    ['the login page with a trailing slash', '/login/'],
    ['the login page through a dot segment', '/./login'],
    ['the login page, encoded', '/%6Cogin'],
    ['a very long value', `/${'a'.repeat(2000)}`],
  ])('refuses %s and returns to /', (_what, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('loginPathFrom', () => {
  it('sends a visitor to /login with the page to return to', () => {
    expect(loginPathFrom('/account')).toBe('/login?next=%2Faccount');
    expect(loginPathFrom('/places?category=beach')).toBe('/login?next=%2Fplaces%3Fcategory%3Dbeach');
  });

  it('leaves the return out from the home page and the login page', () => {
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/login')).toBe('/login');
    expect(loginPathFrom('/Login/?next=%2Faccount')).toBe('/login');
  });

  it('sends a path made up to lead elsewhere only home: the login page checks what it reads', () => {
    const next = new URL(loginPathFrom('//evil.com'), 'https://example.com').searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/');
  });

  it('round-trips: the login page reads back the path it was given', () => {
    const next = new URL(loginPathFrom('/places?q=coral+bay'), 'https://example.com').searchParams.get(
      'next',
    );
    expect(safeReturnPath(next)).toBe('/places?q=coral+bay');
  });
});
