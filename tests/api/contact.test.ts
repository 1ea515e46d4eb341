import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../src/common/schemas/contact';
import { contactMessages } from '../../src/server/db/schema';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectError, expectOkJson, freshAddress, post } from '../helpers/api';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: tightRateLimits(LIMIT) });
});

afterAll(async () => {
  await t?.close();
});

const valid = {
  name: 'Sophia Papadopoulou',
  email: 'sophia@example.com',
  subject: 'Opening hours of the mosaics',
  message: 'Are the Paphos mosaics open on Sunday afternoons in winter?',
};

function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'e'.repeat(length - domain.length)}${domain}`;
}

async function messageCount(): Promise<number> {
  const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(contactMessages);
  return Number(row!.count);
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id and a thank-you', async () => {
    const response = await post(t.app, '/api/contact', valid);
    const body = expectOkJson<{ id: number; message: string }>(response, 201);
    expect(Object.keys(body).sort()).toEqual(['id', 'message']);
    expect(body.message.length).toBeGreaterThan(0);

    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(stored).toMatchObject({ ...valid, isRead: false });
    expect(stored!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('trims surrounding spaces before checking and storing', async () => {
    const response = await post(t.app, '/api/contact', {
      name: '  Kostas  ',
      email: '  kostas@example.com ',
      subject: '  Boat trips  ',
      message: '  Do the boats to Coral Bay run in March?  ',
    });
    const { id } = expectOkJson<{ id: number }>(response, 201);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      name: 'Kostas',
      email: 'kostas@example.com',
      subject: 'Boat trips',
      message: 'Do the boats to Coral Bay run in March?',
    });
  });

  it('accepts values exactly at the minimum lengths (2, 5 and 10 characters)', async () => {
    const response = await post(t.app, '/api/contact', {
      name: 'Al',
      email: 'a@b.co',
      subject: 'Hello',
      message: '0123456789',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('accepts values exactly at the maximum lengths', async () => {
    const response = await post(t.app, '/api/contact', {
      name: 'N'.repeat(CONTACT_LIMITS.name),
      email: emailOfLength(CONTACT_LIMITS.email),
      subject: 'S'.repeat(CONTACT_LIMITS.subject),
      message: 'M'.repeat(CONTACT_LIMITS.message),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('rejects a name shorter than 2 characters with "Name must be at least 2 characters"', async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, name: 'A' }),
      400,
      'Name must be at least 2 characters',
    );
  });

  it('counts the name without surrounding spaces', async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, name: '   A   ' }),
      400,
      'Name must be at least 2 characters',
    );
  });

  it('rejects an invalid e-mail address with "Please enter a valid email address"', async () => {
    for (const email of ['not-an-email', 'sophia@', '@example.com', 'sophia example.com', '']) {
      expectError(
        await post(t.app, '/api/contact', { ...valid, email }),
        400,
        'Please enter a valid email address',
      );
    }
  });

  it('rejects a subject shorter than 5 characters with "Subject must be at least 5 characters"', async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, subject: 'Help' }),
      400,
      'Subject must be at least 5 characters',
    );
  });

  it('rejects a message shorter than 10 characters with "Message must be at least 10 characters"', async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, message: '123456789' }),
      400,
      'Message must be at least 10 characters',
    );
  });

  it(`rejects a name longer than ${CONTACT_LIMITS.name} characters`, async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, name: 'N'.repeat(CONTACT_LIMITS.name + 1) }),
      400,
      `Name must be at most ${CONTACT_LIMITS.name} characters`,
    );
  });

  it(`rejects an e-mail address longer than ${CONTACT_LIMITS.email} characters`, async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, email: emailOfLength(CONTACT_LIMITS.email + 1) }),
      400,
      'Please enter a valid email address',
    );
  });

  it(`rejects a subject longer than ${CONTACT_LIMITS.subject} characters`, async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, subject: 'S'.repeat(CONTACT_LIMITS.subject + 1) }),
      400,
      `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
    );
  });

  it(`rejects a message longer than ${CONTACT_LIMITS.message} characters`, async () => {
    expectError(
      await post(t.app, '/api/contact', { ...valid, message: 'M'.repeat(CONTACT_LIMITS.message + 1) }),
      400,
      `Message must be at most ${CONTACT_LIMITS.message} characters`,
    );
  });

  it('rejects a missing field, naming it', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const body: Record<string, string> = { ...valid };
      delete body[field];
      expectError(await post(t.app, '/api/contact', body), 400, new RegExp(`^${field}: `));
    }
  });

  it('rejects numbers where strings belong', async () => {
    expectError(await post(t.app, '/api/contact', { ...valid, name: 12345 }), 400, /^name: /);
    expectError(await post(t.app, '/api/contact', { ...valid, message: 12345678901 }), 400, /^message: /);
  });

  it('reports every invalid field in one message', async () => {
    const message = expectError(
      await post(t.app, '/api/contact', { name: 'A', email: 'nope', subject: 'Hi', message: 'Short' }),
      400,
    );
    for (const expected of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('stores nothing when the input is invalid', async () => {
    const before = await messageCount();
    await post(t.app, '/api/contact', { ...valid, subject: 'Hi' });
    await post(t.app, '/api/contact', { ...valid, email: 'nope' });
    expect(await messageCount()).toBe(before);
  });

  it(`answers 429 after ${LIMIT} messages from one address and stores no more`, async () => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await post(t.app, '/api/contact', valid, { ip })).statusCode).toBe(201);
    }
    const before = await messageCount();
    const throttled = await post(t.app, '/api/contact', valid, { ip });
    expectError(throttled, 429, /^Too many requests/);
    expect(await messageCount()).toBe(before);

    const otherAddress = await post(t.app, '/api/contact', valid, { ip: freshAddress() });
    expect(otherAddress.statusCode).toBe(201);
  });
});
