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

  it('give JSON nested too deep to answer again as its text only, so reading the sink still answers', () => {
    const sinks = createSinks();
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    sinks.receive('deep', delivery(deep));
    sinks.receive('deep', delivery('{"a":[1]}'));
    const [tooDeep, fine] = sinks.read('deep');
    expect(tooDeep).toMatchObject({ body: deep, json: null });
    expect(fine!.json).toEqual({ a: [1] });
    expect(() => JSON.stringify(sinks.read('deep'))).not.toThrow();
  });
});
