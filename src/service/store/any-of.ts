import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1)` with the whole list as one array parameter: the one way to look rows up by a list of ids or
 * codes. `inArray` sends one parameter per value (a query over 1,000 campaign ids spent most of its time building
 * and binding them); it stays for subqueries and the `$in`/`$not_in` filter operators.
 */
export const anyOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param(values)}::text[])`;
