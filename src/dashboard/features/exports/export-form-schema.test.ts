import { describe, expect, it } from 'vitest';
import { exportFormSchema } from './export-form-schema.ts';

describe('export form', () => {
  it('sends the chosen columns in order and the created_at range as ISO times, in the official list form', () => {
    const { card, request } = exportFormSchema.parse({
      code: ' LOYAL-1 ',
      campaignId: '',
      fields: ['amount', 'balance'],
      order: 'created_at',
      from: '2026-11-01T10:00',
      until: '',
    });
    expect(card).toEqual({ code: 'LOYAL-1', campaignId: undefined });
    expect(request.parameters?.fields).toEqual(['amount', 'balance']);
    expect(request.parameters?.order).toBe('created_at');
    expect(request.parameters?.filters?.created_at?.conditions.$after).toEqual([
      new Date('2026-11-01T10:00').toISOString(),
    ]);
    expect(request.parameters?.filters?.created_at?.conditions.$before).toBeUndefined();
  });

  it('looks the card up in the chosen loyalty campaign', () => {
    const { card } = exportFormSchema.parse({
      code: 'LOYAL-1',
      campaignId: 'camp_1',
      fields: ['id'],
      order: '-created_at',
      from: '',
      until: '',
    });
    expect(card).toEqual({ code: 'LOYAL-1', campaignId: 'camp_1' });
  });

  it('needs a card, a column and an end after the start', () => {
    const result = exportFormSchema.safeParse({
      code: ' ',
      campaignId: '',
      fields: [],
      order: '-created_at',
      from: '2026-11-02T00:00',
      until: '2026-11-01T00:00',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['code', 'fields', 'until']),
    );
  });
});
