import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorLogThrottle, loggableError } from '../../src/server/lib/log-safety';

describe('loggableError', () => {
  it("keeps a failed query's SQL and the driver's reason, and drops the visitor's data", () => {
    const driverError = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email") values ($1, $2)',
      ['Sophia Papadopoulou', 'sophia@example.com'],
      driverError,
    );
    const loggable = loggableError(error);
    expect(loggable).toMatchObject({
      message: 'Failed query: insert into "contact_messages" ("name", "email") values ($1, $2)',
      code: '57P01',
      cause: 'Connection terminated unexpectedly',
    });
    const text = JSON.stringify(loggable);
    expect(text).not.toContain('sophia@example.com');
    expect(text).not.toContain('Sophia');
    expect(loggable.stack).toMatch(/^ {4}at /);
  });

  it('keeps an ordinary error as it is', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe('ErrorLogThrottle', () => {
  it('lets the first line through, holds back repeats for the window, then says how many it held', () => {
    const throttle = new ErrorLogThrottle(10_000);
    expect(throttle.check('db down', 0)).toEqual({ log: true, suppressed: 0 });
    for (let at = 1; at <= 500; at += 1) expect(throttle.check('db down', at).log).toBe(false);
    expect(throttle.check('db down', 10_000)).toEqual({ log: true, suppressed: 500 });
  });

  it('throttles each kind of line on its own', () => {
    const throttle = new ErrorLogThrottle(10_000);
    expect(throttle.check('db down', 0).log).toBe(true);
    expect(throttle.check('disk full', 1).log).toBe(true);
    expect(throttle.check('db down', 2).log).toBe(false);
  });

  it('forgets the oldest kind when it holds too many', () => {
    const throttle = new ErrorLogThrottle(10_000, 2);
    throttle.check('a', 0);
    throttle.check('b', 0);
    throttle.check('c', 0);
    expect(throttle.check('a', 1).log).toBe(true);
  });
});
