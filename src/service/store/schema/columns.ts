import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const json = <T>(name: string) => jsonb(name).$type<T>();

export type Json = Record<string, unknown>;
