import { describe, expect, it } from 'vitest';
import { auditDetails, auditTarget } from '../../src/server/modules/audit/service';

describe('what the audit log keeps of a request', () => {
  it('leaves secrets out, wherever they are in the body', () => {
    expect(
      auditDetails({
        currentPassword: 'hunter22',
        pinterestAccessToken: 'abc',
        openaiApiKey: 'sk-1',
        nested: { clientSecret: 's', keywords: ['paphos'] },
        title: 'Beaches',
      }),
    ).toEqual({
      currentPassword: '(not recorded)',
      pinterestAccessToken: '(not recorded)',
      openaiApiKey: '(not recorded)',
      nested: { clientSecret: '(not recorded)', keywords: ['paphos'] },
      title: 'Beaches',
    });
  });

  it("keeps a long text's start and length, not the whole of it", () => {
    const content = 'a'.repeat(1000);
    expect(auditDetails({ content })).toEqual({ content: `${'a'.repeat(300)}… (1000 characters)` });
  });

  it('keeps nothing of a body that is not an object', () => {
    expect(auditDetails(undefined)).toBeNull();
    expect(auditDetails('text')).toBeNull();
    expect(auditDetails([1, 2])).toBeNull();
  });

  it('names the record from the route parameters', () => {
    expect(auditTarget({ id: 12 })).toBe('id 12');
    expect(auditTarget({ slug: 'paphos-castle', id: 3 })).toBe('slug paphos-castle, id 3');
    expect(auditTarget({})).toBeNull();
    expect(auditTarget(undefined)).toBeNull();
  });
});
