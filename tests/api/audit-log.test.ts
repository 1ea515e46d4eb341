import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditLogPage } from '../../src/common/schemas/audit';
import { auditLog, places } from '../../src/server/db/schema';
import { runHousekeeping } from '../../src/server/jobs/housekeeping';
import { fixedClock } from '../../src/server/lib/clock';
import { asAdmin, expectError, expectOkJson, get, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 35: every admin write is kept in the audit log, shown newest first with paging, for 180 days. */
const clock = fixedClock('2026-11-27T09:00:00Z');
let t: TestApp;
let placeId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const [place] = await t.db.select({ id: places.id }).from(places).limit(1);
  placeId = place!.id;
});

afterAll(async () => {
  await t?.close();
});

const auditPage = async (page = 1) =>
  expectOkJson<AuditLogPage>(await get(t.app, `/api/admin/audit-log?page=${page}`, asAdmin()));

/** The row is written once the answer has gone, so the test waits for it as the dashboard would. */
const newestEntry = () =>
  vi.waitFor(async () => {
    const [entry] = (await auditPage()).items;
    if (!entry) throw new Error('no entry yet');
    return entry;
  });

describe('the admin audit log', () => {
  it('records a write: the route, the record, what was sent, the answer, when and from where', async () => {
    const response = await send(
      t.app,
      'PATCH',
      `/api/admin/places/${placeId}/category`,
      { category: 'attraction' },
      asAdmin({ ip: '203.0.113.7' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    await vi.waitFor(async () => expect((await auditPage()).total).toBe(1));
    expect(await newestEntry()).toEqual({
      id: expect.any(Number),
      at: '2026-11-27T09:00:00.000Z',
      action: 'PATCH /api/admin/places/:id/category',
      target: `id ${placeId}`,
      details: { category: 'attraction', regenerateDescription: false },
      statusCode: 200,
      ipAddress: '203.0.113.7',
    });
  });

  it('records a refused write with its status, and leaves out reads and wrong keys', async () => {
    const refused = await send(
      t.app,
      'PATCH',
      `/api/admin/places/${placeId}/category`,
      { category: 'moon' },
      asAdmin(),
    );
    expect(refused.statusCode).toBe(400);
    await vi.waitFor(async () => expect((await auditPage()).total).toBe(2));
    expect(await newestEntry()).toMatchObject({ statusCode: 400, details: { category: 'moon' } });

    await get(t.app, '/api/admin/places', asAdmin());
    const wrongKey = await send(
      t.app,
      'PATCH',
      `/api/admin/places/${placeId}/category`,
      { category: 'beach' },
      {
        headers: { 'x-admin-key': 'not-the-key' },
      },
    );
    expectError(wrongKey, 401, 'The admin key is not valid');
    // Another recorded write after them proves the two were not merely slow to appear.
    await send(t.app, 'PATCH', `/api/admin/places/${placeId}/category`, { category: 'landmark' }, asAdmin());
    await vi.waitFor(async () => expect((await auditPage()).total).toBe(3));
    expect((await auditPage()).items.map((entry) => entry.details?.category)).toEqual([
      'landmark',
      'moon',
      'attraction',
    ]);
  });

  it('pages newest first, 50 to a page', async () => {
    const older = Array.from({ length: 60 }, (_, index) => ({
      at: new Date(Date.parse('2026-11-01T00:00:00Z') + index * 60_000),
      action: 'POST /api/admin/banners',
      target: null,
      details: { index },
      statusCode: 201,
      ipAddress: '198.51.100.1',
    }));
    await t.db.insert(auditLog).values(older);
    const first = await auditPage(1);
    const second = await auditPage(2);
    expect(first).toMatchObject({ total: 63, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(13);
    expect(first.items[3]!.details).toEqual({ index: 59 });
    expect(second.items.at(-1)!.details).toEqual({ index: 0 });
  });

  it('refuses a page that is not a positive whole number, and asks for the key', async () => {
    expectError(await get(t.app, '/api/admin/audit-log?page=0', asAdmin()), 400, 'Page must be at least 1');
    expectError(
      await get(t.app, '/api/admin/audit-log?page=two', asAdmin()),
      400,
      'Page must be a whole number',
    );
    expectError(await get(t.app, '/api/admin/audit-log'), 401, 'Admin key required (x-admin-key header)');
  });

  it('keeps entries 180 days: housekeeping deletes older ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = clock.now().getTime();
    await t.db.insert(auditLog).values(
      [181, 179].map((daysAgo) => ({
        at: new Date(now - daysAgo * day),
        action: 'DELETE /api/admin/banners/:id',
        target: `id ${daysAgo}`,
        details: null,
        statusCode: 204,
        ipAddress: null,
      })),
    );
    await runHousekeeping(t.ctx);
    const targets = (await t.db.select({ target: auditLog.target }).from(auditLog)).map((row) => row.target);
    expect(targets).toContain('id 179');
    expect(targets).not.toContain('id 181');
  });
});
