import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema, registerBodySchema, registerFormSchema } from '../../src/common/schemas/auth';
import { contactBodySchema } from '../../src/common/schemas/contact';

/** The validation messages of a failed parse, as 'field: message'. */
function errors(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('contactBodySchema', () => {
  const valid = {
    name: 'Maria',
    email: 'maria@example.com',
    subject: 'Hello',
    message: 'A message of some length.',
  };

  it('accepts a valid message', () => {
    expect(contactBodySchema.parse(valid)).toEqual(valid);
  });

  it('trims every field', () => {
    expect(
      contactBodySchema.parse({
        name: '  Maria ',
        email: ' maria@example.com ',
        subject: ' Hello ',
        message: '  A message of some length.  ',
      }),
    ).toEqual(valid);
  });

  it("rejects a 1-character name with 'Name must be at least 2 characters'", () => {
    expect(errors(contactBodySchema, { ...valid, name: 'M' })).toEqual([
      'name: Name must be at least 2 characters',
    ]);
  });

  it('accepts a 2-character name', () => {
    expect(errors(contactBodySchema, { ...valid, name: 'Al' })).toEqual([]);
  });

  it('counts the name length after trimming', () => {
    expect(errors(contactBodySchema, { ...valid, name: '  M  ' })).toEqual([
      'name: Name must be at least 2 characters',
    ]);
  });

  it("rejects an invalid email with 'Please enter a valid email address'", () => {
    for (const email of ['not-an-email', 'maria@', '@example.com', 'maria example.com', '']) {
      expect(errors(contactBodySchema, { ...valid, email })).toEqual([
        'email: Please enter a valid email address',
      ]);
    }
  });

  it("rejects a 4-character subject with 'Subject must be at least 5 characters'", () => {
    expect(errors(contactBodySchema, { ...valid, subject: 'Help' })).toEqual([
      'subject: Subject must be at least 5 characters',
    ]);
  });

  it('accepts a 5-character subject', () => {
    expect(errors(contactBodySchema, { ...valid, subject: 'Hello' })).toEqual([]);
  });

  it("rejects a 9-character message with 'Message must be at least 10 characters'", () => {
    expect(errors(contactBodySchema, { ...valid, message: '123456789' })).toEqual([
      'message: Message must be at least 10 characters',
    ]);
  });

  it('accepts a 10-character message', () => {
    expect(errors(contactBodySchema, { ...valid, message: '1234567890' })).toEqual([]);
  });

  it('reports every invalid field at once', () => {
    expect(errors(contactBodySchema, { name: '', email: 'x', subject: '', message: '' })).toEqual([
      'name: Name must be at least 2 characters',
      'email: Please enter a valid email address',
      'subject: Subject must be at least 5 characters',
      'message: Message must be at least 10 characters',
    ]);
  });

  it('rejects missing fields and non-strings', () => {
    expect(contactBodySchema.safeParse({}).success).toBe(false);
    expect(contactBodySchema.safeParse({ ...valid, message: 1234567890 }).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('accepts an email and a password', () => {
    expect(loginBodySchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it("rejects an invalid email with 'Invalid email address'", () => {
    expect(errors(loginBodySchema, { email: 'nope', password: 'secret' })).toEqual([
      'email: Invalid email address',
    ]);
  });

  it("rejects an empty password with 'Password is required'", () => {
    expect(errors(loginBodySchema, { email: 'a@b.co', password: '' })).toEqual([
      'password: Password is required',
    ]);
  });

  it('does not apply the 8-character minimum to login', () => {
    expect(errors(loginBodySchema, { email: 'a@b.co', password: 'short' })).toEqual([]);
  });
});

describe('registerBodySchema', () => {
  const valid = { email: 'new@example.com', password: '12345678' };

  it('accepts an email and an 8-character password without names', () => {
    expect(registerBodySchema.parse(valid)).toEqual(valid);
  });

  it("rejects a 7-character password with 'Password must be at least 8 characters'", () => {
    expect(errors(registerBodySchema, { ...valid, password: '1234567' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });

  it("rejects an invalid email with 'Invalid email address'", () => {
    expect(errors(registerBodySchema, { ...valid, email: 'new@' })).toEqual(['email: Invalid email address']);
  });

  it('keeps non-empty names, trimmed', () => {
    expect(registerBodySchema.parse({ ...valid, firstName: ' Eleni ', lastName: 'Georgiou' })).toEqual({
      ...valid,
      firstName: 'Eleni',
      lastName: 'Georgiou',
    });
  });

  it('omits empty and blank names', () => {
    const parsed = registerBodySchema.parse({ ...valid, firstName: '', lastName: '   ' });
    expect(parsed.firstName).toBeUndefined();
    expect(parsed.lastName).toBeUndefined();
  });
});

describe('registerFormSchema', () => {
  const valid = {
    firstName: '',
    lastName: '',
    email: 'new@example.com',
    password: '12345678',
    confirmPassword: '12345678',
  };

  it('accepts matching passwords with empty names', () => {
    expect(errors(registerFormSchema, valid)).toEqual([]);
  });

  it("rejects a 7-character password with 'Password must be at least 8 characters'", () => {
    expect(errors(registerFormSchema, { ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual(
      ['password: Password must be at least 8 characters'],
    );
  });

  it("rejects an invalid email with 'Invalid email address'", () => {
    expect(errors(registerFormSchema, { ...valid, email: 'new.example.com' })).toEqual([
      'email: Invalid email address',
    ]);
  });

  it("rejects an empty confirmation with 'Please confirm your password'", () => {
    expect(errors(registerFormSchema, { ...valid, confirmPassword: '' })).toContain(
      'confirmPassword: Please confirm your password',
    );
  });

  it("shows 'Passwords don't match' on the confirm field", () => {
    expect(errors(registerFormSchema, { ...valid, confirmPassword: '12345679' })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });

  it('compares the passwords exactly', () => {
    expect(
      errors(registerFormSchema, { ...valid, password: 'Password1', confirmPassword: 'password1' }),
    ).toEqual(["confirmPassword: Passwords don't match"]);
  });
});
