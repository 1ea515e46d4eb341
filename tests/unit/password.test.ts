import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../src/server/modules/auth/password';

describe('hashPassword', () => {
  it("produces 'scrypt$N$r$p$salt$hash' with a 16-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword('correct horse battery staple');
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(64);
  });

  it('does not contain the password', async () => {
    const stored = await hashPassword('MySecret123');
    expect(stored).not.toContain('MySecret123');
  });

  it('salts each hash, so the same password hashes differently each time', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(first.split('$')[5]).not.toBe(second.split('$')[5]);
  });
});

describe('verifyPassword', () => {
  it('accepts the password a hash was made from', async () => {
    const stored = await hashPassword('correct horse battery staple');
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
  });

  it('accepts each of two different hashes of the same password', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    await expect(verifyPassword('same-password', first)).resolves.toBe(true);
    await expect(verifyPassword('same-password', second)).resolves.toBe(true);
  });

  it('rejects a wrong password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    await expect(verifyPassword('correct horse battery stapler', stored)).resolves.toBe(false);
    await expect(verifyPassword('Correct horse battery staple', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('Πάφος-κωδικός-🔑');
    await expect(verifyPassword('Πάφος-κωδικός-🔑', stored)).resolves.toBe(true);
    await expect(verifyPassword('Παφος-κωδικος-🔑', stored)).resolves.toBe(false);
  });

  it('rejects every password against the dummy hash used for unknown emails', async () => {
    await expect(verifyPassword('', DUMMY_PASSWORD_HASH)).resolves.toBe(false);
    await expect(verifyPassword('password', DUMMY_PASSWORD_HASH)).resolves.toBe(false);
  });

  describe('with a malformed stored hash', () => {
    it('returns false for an empty string', async () => {
      await expect(verifyPassword('anything', '')).resolves.toBe(false);
    });

    it('returns false for text that is not a hash at all', async () => {
      await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
    });

    it('returns false for a plain-text password stored as the hash', async () => {
      await expect(verifyPassword('hunter2', 'hunter2')).resolves.toBe(false);
    });

    it('returns false for another scheme', async () => {
      const stored = await hashPassword('secret-password');
      const otherScheme = stored.replace(/^scrypt/, 'bcrypt');
      await expect(verifyPassword('secret-password', otherScheme)).resolves.toBe(false);
    });

    it('returns false when the salt or the key is missing', async () => {
      const stored = await hashPassword('secret-password');
      const [scheme, n, r, p, salt, key] = stored.split('$');
      await expect(verifyPassword('secret-password', [scheme, n, r, p, salt].join('$'))).resolves.toBe(false);
      await expect(verifyPassword('secret-password', [scheme, n, r, p, '', key].join('$'))).resolves.toBe(
        false,
      );
      await expect(verifyPassword('secret-password', [scheme, n, r, p, salt, ''].join('$'))).resolves.toBe(
        false,
      );
    });

    it('returns false (and does not throw) when the cost parameter is not a number', async () => {
      const stored = await hashPassword('secret-password');
      const [scheme, , r, p, salt, key] = stored.split('$');
      await expect(
        verifyPassword('secret-password', [scheme, 'abc', r, p, salt, key].join('$')),
      ).resolves.toBe(false);
    });

    it('returns false (and does not throw) when the cost parameter is not a power of two', async () => {
      const stored = await hashPassword('secret-password');
      const [scheme, , r, p, salt, key] = stored.split('$');
      await expect(
        verifyPassword('secret-password', [scheme, '1000', r, p, salt, key].join('$')),
      ).resolves.toBe(false);
    });

    it('rejects a wrong password when the key part decodes to no bytes', async () => {
      const stored = await hashPassword('secret-password');
      const [scheme, n, r, p, salt] = stored.split('$');
      // '!!!!' and '=' are not base64, so Buffer.from(..., 'base64') yields an empty buffer.
      await expect(verifyPassword('wrong-password', [scheme, n, r, p, salt, '!!!!'].join('$'))).resolves.toBe(
        false,
      );
      await expect(verifyPassword('wrong-password', [scheme, n, r, p, salt, '='].join('$'))).resolves.toBe(
        false,
      );
    });
  });
});
