import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose version rises, by trigger, in the transaction of every change to what processes keep in memory
 * (projects, keys, tokens, campaigns, tiers, rules, categories): a process compares it to decide whether its copy
 * is still current. Counters (redemptions, balances) are never kept in memory and do not move it.
 */
export const modelVersion = pgTable(
  'model_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  () => [check('model_version_one_row', sql`id = 1`)],
);
