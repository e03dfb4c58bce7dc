import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { isCustomerNamed } from './customers.ts';
import { anyOf } from '../any-of.ts';
import { escapeLike } from '../like.ts';
import { customers, redemptions } from '../schema/activity.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';

const voucherOrder = {
  created_at: [asc(vouchers.createdAt), asc(vouchers.id)],
  '-created_at': [desc(vouchers.createdAt), desc(vouchers.id)],
  code: [asc(vouchers.code)],
  '-code': [desc(vouchers.code)],
} as const;

/** A page of a project's vouchers; the hosted API pages by number (at most 100 pages), so OFFSET stays bounded. */
export async function pageVouchers(
  db: Executor,
  projectId: string,
  query: {
    campaign_id?: string | undefined;
    /** The holder's id or source id. */
    customer?: string | undefined;
    code?: string | undefined;
    type?: 'LOYALTY_CARD' | undefined;
    limit: number;
    page: number;
    order: keyof typeof voucherOrder;
  },
) {
  const where = and(
    eq(vouchers.projectId, projectId),
    isNull(vouchers.deletedAt),
    query.campaign_id ? eq(vouchers.campaignId, query.campaign_id) : undefined,
    query.type ? eq(vouchers.type, query.type) : undefined,
    query.code ? ilike(vouchers.code, `%${escapeLike(query.code)}%`) : undefined,
    query.customer ? isCustomerNamed(db, projectId, vouchers.holderId, query.customer) : undefined,
  );
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(...voucherOrder[query.order])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(vouchers).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function campaignSummaries(db: Executor, ids: string[]) {
  const rows = ids.length
    ? await db
        .select({ id: campaigns.id, name: campaigns.name, campaignType: campaigns.campaignType })
        .from(campaigns)
        .where(anyOf(campaigns.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The points each loyalty card has spent in its successful redemptions (rewards and orders paid with points). */
export async function redeemedPointsOf(db: Executor, cardIds: string[]) {
  const rows = cardIds.length
    ? await db
        .select({ id: redemptions.voucherId, points: sql<string>`coalesce(sum(${redemptions.amount}), 0)` })
        .from(redemptions)
        .where(and(anyOf(redemptions.voucherId, cardIds), eq(redemptions.status, 'SUCCEEDED')))
        .groupBy(redemptions.voucherId)
    : [];
  return new Map(rows.map((r) => [r.id!, Number(r.points)]));
}

export async function customersByIds(db: Executor, ids: string[]) {
  const rows = ids.length ? await db.select().from(customers).where(anyOf(customers.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A batch of a project's vouchers for the CSV export, newest first, after the `(created_at, id)` of the previous
 * batch's last row (keyset, so every batch costs the same), with the campaign's name.
 */
export async function voucherExportBatch(
  db: Executor,
  projectId: string,
  filters: { campaign_id?: string | undefined; code?: string | undefined },
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  return db
    .select({ voucher: vouchers, campaignName: campaigns.name })
    .from(vouchers)
    .leftJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .where(
      and(
        eq(vouchers.projectId, projectId),
        isNull(vouchers.deletedAt),
        filters.campaign_id ? eq(vouchers.campaignId, filters.campaign_id) : undefined,
        filters.code ? ilike(vouchers.code, `%${escapeLike(filters.code)}%`) : undefined,
        after
          ? or(
              lt(vouchers.createdAt, after.createdAt),
              and(eq(vouchers.createdAt, after.createdAt), lt(vouchers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(limit);
}

/**
 * A project's newest generic codes, at most `limit`: its standalone vouchers (no campaign) and those of its
 * generic-code (STANDALONE) campaigns not in the bin, and with `heldBy` the codes that customer holds (its wallet),
 * discount and gift vouchers that are on. One read each (the voucher indexes are by campaign and by holder), merged
 * newest first.
 */
export async function newestGenericVouchers(db: Executor, projectId: string, limit: number, heldBy?: string) {
  const live = and(
    eq(vouchers.projectId, projectId),
    isNull(vouchers.deletedAt),
    eq(vouchers.active, true),
    inArray(vouchers.type, ['DISCOUNT_VOUCHER', 'GIFT_VOUCHER']),
  );
  const newest = [desc(vouchers.createdAt), desc(vouchers.id)];
  const standalone = await db
    .select()
    .from(vouchers)
    .where(and(live, isNull(vouchers.campaignId)))
    .orderBy(...newest)
    .limit(limit);
  const genericCampaigns = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), eq(campaigns.type, 'STANDALONE'), isNull(campaigns.deletedAt)));
  const ofCampaigns = await db
    .select()
    .from(vouchers)
    .where(and(live, inArray(vouchers.campaignId, genericCampaigns)))
    .orderBy(...newest)
    .limit(limit);
  const held = heldBy
    ? await db
        .select()
        .from(vouchers)
        .where(and(live, eq(vouchers.holderId, heldBy)))
        .orderBy(...newest)
        .limit(limit)
    : [];
  const byNewest = (a: (typeof standalone)[number], b: (typeof standalone)[number]) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
  const unique = new Map([...standalone, ...ofCampaigns, ...held].map((row) => [row.id, row]));
  return [...unique.values()].sort(byNewest).slice(0, limit);
}
