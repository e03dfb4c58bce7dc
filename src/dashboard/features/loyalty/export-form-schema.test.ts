import { describe, expect, it } from 'vitest';
import { exportFormSchema } from './export-form-schema.ts';

describe('export form', () => {
  it('sends the chosen columns in order and the created_at range as ISO times', () => {
    const request = exportFormSchema.parse({
      fields: ['amount', 'balance'],
      order: 'created_at',
      from: '2026-11-01T10:00',
      until: '',
    });
    expect(request.parameters?.fields).toEqual(['amount', 'balance']);
    expect(request.parameters?.order).toBe('created_at');
    expect(request.parameters?.filters?.created_at?.conditions.$after).toBe(new Date('2026-11-01T10:00').toISOString());
    expect(request.parameters?.filters?.created_at?.conditions.$before).toBeUndefined();
  });

  it('needs a column and an end after the start', () => {
    const result = exportFormSchema.safeParse({ fields: [], order: '-created_at', from: '2026-11-02T00:00', until: '2026-11-01T00:00' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['fields', 'until']));
  });
});
