import { describe, expect, it } from 'vitest';
import { campaignSetupRequestSchema } from './campaign-setup.ts';
import { campaignUpdateSchema } from './campaign.ts';
import { validityWindowIssues, validityWindowMessages, wholeWindow } from './validity-window.ts';

const may = '2026-05-01T00:00:00.000Z';
const april = '2026-04-01T00:00:00.000Z';
const frame = { interval: 'P1D', duration: 'PT2H' };

describe('the validity window rules', () => {
  it('wants the end after the start, compared as instants', () => {
    expect(validityWindowIssues({ start_date: april, expiration_date: may })).toEqual([]);
    expect(validityWindowIssues({ start_date: may, expiration_date: april })).toEqual([
      { path: 'expiration_date', message: validityWindowMessages.endsAfterStart },
    ]);
    expect(validityWindowIssues({ start_date: may, expiration_date: may })).toHaveLength(1);
    // The same instant in another offset is not after it.
    expect(validityWindowIssues({ start_date: may, expiration_date: '2026-05-01T02:00:00.000+02:00' })).toHaveLength(1);
    expect(validityWindowIssues({ start_date: may, expiration_date: null })).toEqual([]);
  });

  it('wants a start under a repeating timeframe, judging only what is stated', () => {
    expect(validityWindowIssues({ validity_timeframe: frame, start_date: null })).toEqual([
      { path: 'start_date', message: validityWindowMessages.timeframeNeedsStart },
    ]);
    // A change that leaves the start as it is cannot be judged alone.
    expect(validityWindowIssues({ validity_timeframe: frame })).toEqual([]);
    // A whole window's missing start is none.
    expect(validityWindowIssues(wholeWindow({ validity_timeframe: frame }))).toHaveLength(1);
    expect(validityWindowIssues(wholeWindow({ validity_timeframe: frame, start_date: april }))).toEqual([]);
  });

  it('reports both problems at once', () => {
    expect(
      validityWindowIssues({ validity_timeframe: frame, start_date: null, expiration_date: april }).map((i) => i.path),
    ).toEqual(['start_date']);
    expect(
      validityWindowIssues(wholeWindow({ start_date: may, expiration_date: april, validity_timeframe: frame })),
    ).toHaveLength(1);
  });

  it('is what the setup and update requests refine with, at the same fields and in the same words', () => {
    const backwards = { name: 'Backwards', start_date: may, expiration_date: april };
    for (const schema of [campaignSetupRequestSchema, campaignUpdateSchema]) {
      expect(schema.safeParse(backwards).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['expiration_date', validityWindowMessages.endsAfterStart],
      ]);
      expect(
        schema.safeParse({ name: 'Frame', start_date: null, validity_timeframe: frame }).error?.issues[0]?.path,
      ).toEqual(['start_date']);
      expect(schema.safeParse({ name: 'Frame', validity_timeframe: frame }).success).toBe(true);
    }
  });

  it('names a campaign the same way in every request', () => {
    expect(campaignSetupRequestSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'A campaign needs a name',
    );
    expect(campaignUpdateSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('A campaign needs a name');
    expect(campaignUpdateSchema.parse({ name: ' Spring ' }).name).toBe('Spring');
  });
});
