import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisingValidatorCompiler, REMEMBERED_INPUTS_PER_ROUTE } from '../../src/server/http/validator';

type HttpPart = 'querystring' | 'params' | 'body';

/** A route's validator for a schema whose transform counts how often it runs. */
function countingValidator(httpPart: HttpPart) {
  const counter = { checks: 0 };
  const schema = z.object({
    page: z.coerce.number('Page must be a number').int().min(0).default(0),
    tags: z
      .array(z.string())
      .optional()
      .transform((tags) => {
        counter.checks += 1;
        return tags;
      }),
  });
  const validate = memoisingValidatorCompiler({ schema, method: 'GET', url: '/test', httpPart });
  return { counter, validate: (data: unknown) => validate(data) as { value?: unknown; error?: unknown } };
}

describe('memoisingValidatorCompiler', () => {
  it('checks a query string once however often it is asked, and hands out the same frozen value', () => {
    const { counter, validate } = countingValidator('querystring');

    const first = validate({ page: '2', tags: ['beach', 'sand'] });
    const second = validate({ page: '2', tags: ['beach', 'sand'] });

    expect(first.value).toEqual({ page: 2, tags: ['beach', 'sand'] });
    expect(second).toBe(first);
    expect(counter.checks).toBe(1);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen((first.value as { tags: string[] }).tags)).toBe(true);
    expect(() => {
      (first.value as { page: number }).page = 3;
    }).toThrow(TypeError);
  });

  it('checks each different query string on its own', () => {
    const { counter, validate } = countingValidator('querystring');

    expect(validate({ page: '1' }).value).toEqual({ page: 1 });
    expect(validate({ page: '2' }).value).toEqual({ page: 2 });
    expect(counter.checks).toBe(2);
  });

  it('remembers path parameters too', () => {
    const { counter, validate } = countingValidator('params');

    validate({ page: '4' });
    validate({ page: '4' });

    expect(counter.checks).toBe(1);
  });

  it('checks a failing query string every time, with its own error', () => {
    const { validate } = countingValidator('querystring');

    const first = validate({ page: 'two' });
    const second = validate({ page: 'two' });

    expect(first.value).toBeUndefined();
    expect(JSON.stringify(first.error)).toContain('Page must be a number');
    expect(second.error).not.toBe(first.error);
  });

  it('never remembers a body', () => {
    const { counter, validate } = countingValidator('body');

    const first = validate({ page: '2' });
    const second = validate({ page: '2' });

    expect(second).not.toBe(first);
    expect(counter.checks).toBe(2);
  });

  it(`remembers at most ${REMEMBERED_INPUTS_PER_ROUTE} query strings a route, forgetting the oldest first`, () => {
    const { counter, validate } = countingValidator('querystring');

    for (let page = 0; page <= REMEMBERED_INPUTS_PER_ROUTE; page++) validate({ page: String(page) });
    expect(counter.checks).toBe(REMEMBERED_INPUTS_PER_ROUTE + 1);

    validate({ page: String(REMEMBERED_INPUTS_PER_ROUTE) });
    expect(counter.checks).toBe(REMEMBERED_INPUTS_PER_ROUTE + 1);
    validate({ page: '0' });
    expect(counter.checks).toBe(REMEMBERED_INPUTS_PER_ROUTE + 2);
  });
});
