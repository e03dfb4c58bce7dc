import { describe, expect, it } from 'vitest';
import { auditSearchRefusal, auditSearchSchema, toAuditQuery } from './audit-search.ts';

describe('the audit actor search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the entries are not loaded', () => {
    const query = toAuditQuery(auditSearchSchema.parse({ actor: 'x'.repeat(201) }));
    expect(query.actor).toHaveLength(201);
    expect(auditSearchRefusal(query)).toBe('Use at most 200 characters');
    expect(auditSearchRefusal(toAuditQuery(auditSearchSchema.parse({ actor: 'x'.repeat(200) })))).toBeUndefined();
  });
});
