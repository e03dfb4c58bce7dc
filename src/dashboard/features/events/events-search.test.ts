import { describe, expect, it } from 'vitest';
import { eventsSearchRefusal, eventsSearchSchema, toProjectEventsQuery } from './events-search.ts';

describe('the events search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the history is not loaded', () => {
    const query = toProjectEventsQuery(eventsSearchSchema.parse({ type: 'x'.repeat(301) }));
    expect(query.type).toHaveLength(301);
    expect(eventsSearchRefusal(query)).toBe('Use at most 300 characters');
    expect(
      eventsSearchRefusal(toProjectEventsQuery(eventsSearchSchema.parse({ type: 'x'.repeat(300) }))),
    ).toBeUndefined();
  });
});
