/** The demo programs' season, and `at(hours)`: a moment that many hours after the demo account was made. */
export const since = '2026-01-05T00:00:00.000Z';
export const until = '2026-12-31T23:59:59.000Z';

export type At = (hours: number) => Date;
