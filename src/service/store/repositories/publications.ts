import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PublicationListQuery } from '../../../contract/publication.ts';
import type { Executor } from '../db.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { publications } from '../schema/publications.ts';
import { isCustomerNamed } from './customers.ts';

export type PublicationRow = typeof publications.$inferSelect;

/**
 * Hands up to `count` free codes of a campaign to a customer in one statement: codes that are on, have no holder and
 * were never published, oldest first. `SKIP LOCKED` passes over codes a concurrent publication is claiming, so two
 * publications never take one code and neither waits for the other. Answers the codes taken, fewer than `count` when the campaign ran out.
 */
export function claimFreeVouchers(
  db: Executor,
  claim: { projectId: string; campaignId: string; customerId: string; count: number; at: Date },
) {
  const free = db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.projectId, claim.projectId),
        eq(vouchers.campaignId, claim.campaignId),
        isNull(vouchers.holderId),
        eq(vouchers.publishCount, 0),
        eq(vouchers.active, true),
      ),
    )
    .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
    .limit(claim.count)
    .for('update', { skipLocked: true });
  return (
    db
      .update(vouchers)
      .set({ holderId: claim.customerId, publishCount: sql`${vouchers.publishCount} + 1`, updatedAt: claim.at })
      // ARRAY(...) runs the subquery once; as `IN (...)` it may run again per row and take more than `count` codes.
      .where(and(sql`${vouchers.id} = ANY(ARRAY(${free}))`, isNull(vouchers.holderId)))
      .returning()
  );
}

/** Publishes a voucher the caller has locked (or holds) to a customer: its holder, and one more publication. */
export async function markPublished(db: Executor, voucherId: string, customerId: string, at: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ holderId: customerId, publishCount: sql`${vouchers.publishCount} + 1`, updatedAt: at })
    .where(eq(vouchers.id, voucherId))
    .returning();
  return row!;
}

/** A project's voucher by code, locked until the transaction ends. */
export async function lockVoucherByCode(db: Executor, projectId: string, code: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)))
    .for('update');
  return row;
}

/** A code of the campaign the customer already holds, if any (the oldest). */
export async function heldVoucherOf(db: Executor, campaignId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), eq(vouchers.holderId, customerId)))
    .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
    .limit(1);
  return row;
}

export async function insertPublication(db: Executor, row: typeof publications.$inferInsert) {
  const [created] = await db.insert(publications).values(row).returning();
  return created!;
}

export async function findPublicationBySource(db: Executor, projectId: string, sourceId: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.projectId, projectId), eq(publications.sourceId, sourceId)));
  return row;
}

/** The customer's latest publication from a campaign. */
export async function latestPublicationOf(db: Executor, customerId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.customerId, customerId), eq(publications.campaignId, campaignId)))
    .orderBy(desc(publications.createdAt), desc(publications.id))
    .limit(1);
  return row;
}

const orderColumns = {
  id: publications.id,
  created_at: publications.createdAt,
  customer_id: publications.customerId,
  channel: publications.channel,
};

/** Publications of a voucher matching `condition` (one of the published codes is such a voucher). */
const publishesVoucher = (db: Executor, condition: SQL | undefined) =>
  sql`EXISTS (${db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(sql`${publications.voucherIds} @> jsonb_build_array(${vouchers.id})`, condition))})`;

/**
 * A page of a project's publications. Pages are numbered as the hosted API numbers them (at most 1,000 of at most
 * 100), so OFFSET stays bounded.
 */
export async function pagePublications(db: Executor, projectId: string, query: PublicationListQuery) {
  const campaignNamed = query.campaign
    ? db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.projectId, projectId), eq(campaigns.name, query.campaign)))
    : undefined;
  const voucherTypes = { discount: 'DISCOUNT_VOUCHER', loyalty: 'LOYALTY_CARD' } as const;
  const where = and(
    eq(publications.projectId, projectId),
    campaignNamed && inArray(publications.campaignId, campaignNamed),
    query.customer ? isCustomerNamed(db, projectId, publications.customerId, query.customer) : undefined,
    query.voucher ? publishesVoucher(db, eq(vouchers.code, query.voucher)) : undefined,
    // Every stored publication succeeded: a failed attempt is answered with an error and leaves no record.
    query.result === 'FAILURE' ? sql`false` : undefined,
    query.voucher_type ? publishesVoucher(db, eq(vouchers.type, voucherTypes[query.voucher_type])) : undefined,
    query.is_referral_code
      ? inArray(
          publications.campaignId,
          db
            .select({ id: campaigns.id })
            .from(campaigns)
            .where(and(eq(campaigns.projectId, projectId), eq(campaigns.campaignType, 'REFERRAL_PROGRAM'))),
        )
      : undefined,
    query.source_id ? eq(publications.sourceId, query.source_id) : undefined,
  );
  const descending = query.order.startsWith('-');
  const column = orderColumns[query.order.replace('-', '') as keyof typeof orderColumns];
  const direction = descending ? desc : asc;
  const rows = await db
    .select()
    .from(publications)
    .where(where)
    .orderBy(direction(column), direction(publications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(publications).where(where);
  return { rows, total: total?.n ?? 0 };
}
