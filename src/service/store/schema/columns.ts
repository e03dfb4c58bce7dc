import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const json = <T>(name: string) => jsonb(name).$type<T>();

export type Json = Record<string, unknown>;
/** Validity window fields kept together, in the interface's shape. */
export type Validity = {
  start_date?: string | null;
  expiration_date?: string | null;
  validity_timeframe?: { interval?: string; duration?: string } | null;
  validity_day_of_week?: number[] | null;
  validity_hours?: { daily: { start_time: string; expiration_time: string; days_of_week: number[] }[] } | null;
};
