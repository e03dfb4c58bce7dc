import { describe, expect, it } from 'vitest';
import { createQaClock } from './clock.ts';

describe('a QA clock', () => {
  it('freezes where it stands or at a moment, moves while frozen, and runs again from there', () => {
    let machine = Date.parse('2026-06-01T12:00:00.000Z');
    const clock = createQaClock(() => machine);
    clock.change({ freeze: true });
    machine += 5_000;
    expect(clock.read()).toMatchObject({ now: '2026-06-01T12:00:00.000Z', frozen: true });
    clock.change({ advance_seconds: 60 });
    expect(clock.read().now).toBe('2026-06-01T12:01:00.000Z');
    clock.change({ set: '2026-07-01T00:00:00Z' });
    machine += 5_000;
    expect(clock.read().now).toBe('2026-07-01T00:00:00.000Z');
    clock.change({ freeze: false });
    machine += 2_000;
    expect(clock.read()).toMatchObject({ now: '2026-07-01T00:00:02.000Z', frozen: false });
    clock.change({ freeze: '2030-01-01T00:00:00Z' });
    expect(clock.read()).toMatchObject({ now: '2030-01-01T00:00:00.000Z', frozen: true });
    clock.change({ reset: true });
    expect(clock.read()).toEqual({ now: new Date(machine).toISOString(), offset_ms: 0, frozen: false });
  });
});
