import { describe, expect, it } from 'vitest';
import { createSinks } from './sinks.ts';

const delivery = (body: string) => ({ received_at: '2026-11-20T10:00:00.000Z', method: 'POST', headers: {}, body });

describe('QA sinks', () => {
  it('keep the newest deliveries within a sink’s byte budget, and a bounded number of sinks', () => {
    const sinks = createSinks();
    const big = 'x'.repeat(300 * 1024);
    for (let i = 0; i < 5; i++) sinks.receive('big', delivery(`${i}${big}`));
    const kept = sinks.read('big');
    expect(kept.length).toBe(3);
    expect(kept.map((d) => d.body[0])).toEqual(['2', '3', '4']);
    for (let i = 0; i < 99; i++) expect(sinks.receive(`sink-${i}`, delivery('{}'))).toBe(true);
    expect(sinks.receive('one-too-many', delivery('{}'))).toBe(false);
    expect(sinks.read('sink-0')[0]!.json).toEqual({});
  });
});
