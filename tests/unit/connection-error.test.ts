import { describe, expect, it } from 'vitest';
import { postgresHandle } from '../../src/server/db/client';
import { describeConnectionError, isDatabaseUnavailable } from '../../src/server/db/connection-error';

const URL_WITH_PASSWORD = 'postgres://paphos:s3cret@db.internal:6543/guide';

/** Drizzle's wrapping of a driver error, as it arrives. */
const wrapped = (cause: object) =>
  Object.assign(new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"'), { cause });

describe('describeConnectionError', () => {
  it('says the connection was refused, naming the server and not the password', () => {
    const message = describeConnectionError(wrapped({ code: 'ECONNREFUSED' }), URL_WITH_PASSWORD);
    expect(message).toBe(
      'Cannot reach PostgreSQL at db.internal:6543: connection refused (is the server running and listening there?)',
    );
    expect(message).not.toContain('s3cret');
  });

  it('finds the code inside an AggregateError (IPv4 and IPv6 both refused)', () => {
    const aggregate = Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }], ''), {});
    expect(describeConnectionError(wrapped(aggregate), 'postgres://localhost/test')).toContain(
      'localhost:5432: connection refused',
    );
  });

  it('names an unknown database, a refused login and an unknown host', () => {
    expect(describeConnectionError(wrapped({ code: '3D000' }), URL_WITH_PASSWORD)).toBe(
      'PostgreSQL at db.internal:6543 has no database named "guide"',
    );
    expect(describeConnectionError(wrapped({ code: '28P01' }), URL_WITH_PASSWORD)).toBe(
      'PostgreSQL at db.internal:6543 refused the login: check the user and password in DATABASE_URL',
    );
    expect(describeConnectionError(wrapped({ code: 'ENOTFOUND' }), URL_WITH_PASSWORD)).toBe(
      'Cannot reach PostgreSQL at db.internal:6543: the host name does not resolve',
    );
  });

  it("gives the driver's own message for anything else", () => {
    expect(describeConnectionError(wrapped(new Error('too many clients already')), URL_WITH_PASSWORD)).toBe(
      'PostgreSQL at db.internal:6543 failed: too many clients already',
    );
  });
});

describe('postgresHandle.migrate', () => {
  it('says the cause when nothing listens at the address', async () => {
    const handle = postgresHandle('postgres://postgres@127.0.0.1:1/test');
    try {
      await expect(handle.migrate()).rejects.toThrow(
        'Cannot reach PostgreSQL at 127.0.0.1:1: connection refused (is the server running and listening there?)',
      );
    } finally {
      await handle.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', wrapped({ code: 'ECONNREFUSED' })],
    ['the server shutting down', wrapped({ code: '57P01' })],
    ['a connection failure (SQLSTATE class 08)', wrapped({ code: '08006' })],
    ['a query cancelled by its timeout', wrapped({ code: '57014' })],
    ['a connection that ended', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a stalled read', wrapped(new Error('Query read timeout'))],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', wrapped({ code: '42601' })],
    ['a unique violation', wrapped({ code: '23505' })],
    ['any other error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
