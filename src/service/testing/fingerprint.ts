import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../store/db.ts';

/**
 * A summary of everything a request could change: row counts of every table and the sums of every counter. Equal
 * fingerprints before and after a batch of rejected requests mean nothing was written.
 */
export async function fingerprint(db: Db): Promise<string> {
  const [row] = await queryRows<{ fingerprint: unknown }>(
    db,
    sql`
    SELECT json_build_object(
      'tables', (SELECT json_object_agg(relname, n_live ORDER BY relname) FROM (
        SELECT c.relname, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', c.relname), false, true, '')))[1]::text AS n_live
        FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE c.relkind = 'r' AND ns.nspname = 'public') t),
      'vouchers', (SELECT json_build_array(sum(redeemed_quantity), sum(gift_balance), sum(loyalty_balance), count(*) FILTER (WHERE active)) FROM vouchers),
      'tiers', (SELECT json_build_array(count(*) FILTER (WHERE active), sum(total_redeemed), max(updated_at)) FROM promotion_tiers),
      'customers', (SELECT json_build_array(max(updated_at), md5(string_agg(metadata::text, ',' ORDER BY id))) FROM customers)
    ) AS fingerprint`,
  );
  return JSON.stringify(row!.fingerprint);
}
