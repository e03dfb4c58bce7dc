import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1)` with the whole list as one array parameter. `inArray` sends one parameter per value, and a
 * query over 1,000 campaign ids spent most of its time building and binding those parameters.
 */
export const anyOf = (column: Column, values: readonly string[]): SQL => sql`${column} = ANY(${sql.param(values)}::text[])`;
