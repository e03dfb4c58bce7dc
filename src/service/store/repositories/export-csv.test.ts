import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, DEFAULT_TRANSACTION_EXPORT_FIELDS } from '../../domain/csv.ts';
import { queryRows } from '../db.ts';
import { loyaltyTransactions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';
import { useTestService } from '../../testing/service.ts';
import { transactionCsvRecord } from './export-csv.ts';

const service = useTestService();
const awkwardText = fc.option(
  fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '\t', ' ', 'é', '😀', '=', '+', '-', '@', '1', '.') }),
);

/** The record the database writes for a stored transaction. */
async function databaseRecord(id: string, fields = DEFAULT_TRANSACTION_EXPORT_FIELDS) {
  const [row] = await queryRows<{ line: string }>(
    service.database.db,
    sql`SELECT ${transactionCsvRecord(fields)} AS line FROM loyalty_transactions WHERE id = ${id}`,
  );
  return row!.line;
}

describe('the CSV record the database writes for an export', () => {
  it('is what csvLine writes for the same transaction, whatever its text holds', async () => {
    const db = service.database.db;
    const [card] = await db.select().from(vouchers).where(eq(vouchers.code, 'LOYAL-DEMO1'));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        awkwardText,
        awkwardText,
        fc.integer({ min: -1e9, max: 1e9 }),
        async (reason, sourceId, amount) => {
          const row = {
            id: `vtx_csv_${n++}`,
            projectId: card!.projectId,
            voucherId: card!.id,
            campaignId: card!.campaignId,
            type: 'POINTS_ADDITION',
            sourceId,
            source: 'API',
            reason,
            amount,
            balance: amount * 2,
            details: { note: reason, nested: { amount } },
            relatedTransactionId: null,
            createdAt: new Date(Date.UTC(2026, 2, 2, 10, 0, 0, n % 1000)),
          };
          await db.insert(loyaltyTransactions).values(row);
          // details is jsonb's own JSON text (a space after each colon and comma): the same object, as JSON.
          const [{ details } = { details: '' }] = await queryRows<{ details: string }>(
            db,
            sql`SELECT details::text AS details FROM loyalty_transactions WHERE id = ${row.id}`,
          );
          expect(JSON.parse(details)).toEqual(row.details);
          const values = [
            row.id,
            row.type,
            sourceId,
            reason,
            row.balance,
            amount,
            row.createdAt.toISOString(),
            row.voucherId,
            row.campaignId,
            details,
            null,
          ];
          expect(await databaseRecord(row.id)).toBe(csvLine(values));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes the requested fields in the requested order', async () => {
    const [tx] = await service.database.db.select().from(loyaltyTransactions).limit(1);
    expect(await databaseRecord(tx!.id, ['amount', 'id', 'source_id'])).toBe(
      csvLine([tx!.amount, tx!.id, tx!.sourceId]),
    );
  });
});
