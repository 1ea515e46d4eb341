import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditDetailLines,
  auditOutcome,
  auditRangeText,
} from '../../src/web/features/audit/audit-format';

describe('how the Audit Log tab words an entry', () => {
  it('says the action in words, without the admin prefix', () => {
    expect(auditActionLabel('PATCH /api/admin/places/:id/category')).toBe('Changed places/:id/category');
    expect(auditActionLabel('DELETE /api/admin/banners/:id')).toBe('Deleted banners/:id');
    expect(auditActionLabel('POST /api/admin/sync')).toBe('Created or ran sync');
    expect(auditActionLabel('PUT /api/admin/settings')).toBe('Saved settings');
  });

  it('says whether the write happened', () => {
    expect(auditOutcome(200)).toBe('200 done');
    expect(auditOutcome(204)).toBe('204 done');
    expect(auditOutcome(400)).toBe('400 refused');
    expect(auditOutcome(503)).toBe('503 failed');
  });

  it('says which entries a page shows', () => {
    expect(auditRangeText(1, 50, 63)).toBe('Entries 1-50 of 63');
    expect(auditRangeText(2, 50, 63)).toBe('Entries 51-63 of 63');
    expect(auditRangeText(1, 50, 0)).toBe('No entries');
  });
});

describe('what the tab shows of what was sent', () => {
  it('puts each field on a line: texts as written, nothing as (empty), the rest as JSON', () => {
    expect(
      auditDetailLines({ title: 'Beaches', excerpt: null, url: '', tags: ['a', 'b'], count: 3 }),
    ).toEqual([
      { name: 'title', value: 'Beaches' },
      { name: 'excerpt', value: '(empty)' },
      { name: 'url', value: '(empty)' },
      { name: 'tags', value: '["a","b"]' },
      { name: 'count', value: '3' },
    ]);
  });
});
