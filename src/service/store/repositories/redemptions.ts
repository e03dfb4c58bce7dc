import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CountPeriod } from '../../domain/count-periods.ts';
import { callLastAndCommit, type Executor, type Tx } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { orders, redemptions } from '../schema/activity.ts';
import { campaigns, promotionTiers, vouchers } from '../schema/catalog.ts';
import { campaignBudgets } from '../schema/campaign-budgets.ts';

export type RedemptionInsert = typeof redemptions.$inferInsert;
export type OrderInsert = typeof orders.$inferInsert;

export async function findTiersByIds(db: Executor, projectId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ tier: promotionTiers, campaign: campaigns })
    .from(promotionTiers)
    .innerJoin(campaigns, eq(campaigns.id, promotionTiers.campaignId))
    .where(and(eq(promotionTiers.projectId, projectId), anyOf(promotionTiers.id, ids)));
}

/**
 * Successful redemptions per campaign that were not rolled back: all of them, the given customer's, the discounts they
 * gave and their orders' value (each order once); with `periodStarts`, also all and the customer's since each start.
 */
export async function redemptionCounts(
  db: Executor,
  campaignIds: string[],
  customerId: string | undefined,
  periodStarts?: Record<CountPeriod, Date>,
) {
  type Counts = {
    perCustomer: number;
    campaignTotal: number;
    amountDiscounted: number;
    ordersAmount: number;
    periods?: Record<CountPeriod, { campaignTotal: number; perCustomer: number }>;
  };
  if (!campaignIds.length) return new Map<string, Counts>();
  const mine = sql`${redemptions.customerId} = ${customerId ?? null}`;
  const rows = await db
    .select({
      campaignId: redemptions.campaignId,
      campaignTotal: sql<number>`count(*)`.mapWith(Number),
      amountDiscounted: sql<number>`coalesce(sum(${redemptions.amount}), 0)`.mapWith(Number),
      // Each order once, though several of the campaign's redeemables may have applied to it.
      ordersAmount: sql<number>`coalesce((SELECT sum(o.amount) FROM ${orders} o WHERE o.id IN (
        SELECT p.order_id FROM ${redemptions} p WHERE p.campaign_id = "redemptions"."campaign_id"
           AND p.parent_id IS NOT NULL AND p.status = 'SUCCEEDED')), 0)`.mapWith(Number),
      perCustomer: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
      ...periodColumns(periodStarts, mine),
    })
    .from(redemptions)
    .where(
      and(
        anyOf(redemptions.campaignId, campaignIds),
        isNotNull(redemptions.parentId),
        eq(redemptions.status, 'SUCCEEDED'),
      ),
    )
    .groupBy(redemptions.campaignId);
  return new Map<string, Counts>(
    rows.map(({ campaignId, perCustomer, campaignTotal, amountDiscounted, ordersAmount, ...byPeriod }) => [
      campaignId!,
      {
        perCustomer,
        campaignTotal,
        amountDiscounted,
        ordersAmount,
        ...(periodStarts && {
          periods: mapPeriods(byPeriod, (all, mine) => ({ campaignTotal: all, perCustomer: mine })),
        }),
      },
    ]),
  );
}

/** Per period, all rows since its start and the customer's (`mine`); zeros without starts. */
function periodColumns(starts: Record<CountPeriod, Date> | undefined, mine: SQL) {
  const since = (start: Date | undefined, who: SQL = sql`true`) =>
    start
      ? sql<number>`count(*) filter (where ${redemptions.createdAt} >= ${start.toISOString()} and ${who})`.mapWith(
          Number,
        )
      : sql<number>`0`.mapWith(Number);
  return {
    daily: since(starts?.daily),
    dailyMine: since(starts?.daily, mine),
    weekly: since(starts?.weekly),
    weeklyMine: since(starts?.weekly, mine),
    monthly: since(starts?.monthly),
    monthlyMine: since(starts?.monthly, mine),
  };
}

type PeriodRow = { [K in keyof ReturnType<typeof periodColumns>]: number };
const mapPeriods = <T>(row: PeriodRow, of: (all: number, mine: number) => T): Record<CountPeriod, T> => ({
  daily: of(row.daily, row.dailyMine),
  weekly: of(row.weekly, row.weeklyMine),
  monthly: of(row.monthly, row.monthlyMine),
});

/**
 * Holds, until the transaction ends, one lock per incentive or campaign id of the project (PostgreSQL transaction
 * advisory locks, taken in sorted order so two redemptions never wait on each other's), for reading shared counts.
 */
export async function lockSharedCounts(db: Executor, projectId: string, ids: string[]) {
  for (const id of [...new Set(ids)].sort())
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`redemption-counts:${projectId}:${id}`}))`);
}

/**
 * Successful redemptions of each incentive (a code or a promotion tier, by id) that were not rolled back: the given
 * customer's, those through the given channel (a key's client id or a person's id), and all and the customer's since
 * each period's start; every id asked about answers.
 */
export async function incentiveCounts(
  db: Executor,
  incentiveIds: string[],
  customerId: string | undefined,
  periodStarts: Record<CountPeriod, Date>,
  channelId?: string,
) {
  type Counts = {
    perCustomer: number;
    perChannel: number;
    periods: Record<CountPeriod, { total: number; perCustomer: number }>;
  };
  if (!incentiveIds.length) return new Map<string, Counts>();
  const incentive = sql<string>`coalesce(${redemptions.voucherId}, ${redemptions.promotionTierId})`;
  const mine = sql`${redemptions.customerId} = ${customerId ?? null}`;
  const rows = await db
    .select({
      id: incentive,
      perCustomer: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
      perChannel:
        sql<number>`count(*) filter (where (${redemptions.data} -> 'channel' ->> 'channel_id') = ${channelId ?? null})`.mapWith(
          Number,
        ),
      ...periodColumns(periodStarts, mine),
    })
    .from(redemptions)
    .where(
      and(
        or(anyOf(redemptions.voucherId, incentiveIds), anyOf(redemptions.promotionTierId, incentiveIds)),
        isNotNull(redemptions.parentId),
        eq(redemptions.status, 'SUCCEEDED'),
      ),
    )
    .groupBy(incentive);
  const counted = new Map(rows.map(({ id, ...row }) => [id, row]));
  const none = {
    perCustomer: 0,
    perChannel: 0,
    daily: 0,
    dailyMine: 0,
    weekly: 0,
    weeklyMine: 0,
    monthly: 0,
    monthlyMine: 0,
  };
  // Every incentive asked about answers, one never redeemed with zeros.
  return new Map<string, Counts>(
    incentiveIds.map((id) => {
      const { perCustomer, perChannel, ...byPeriod } = counted.get(id) ?? none;
      return [
        id,
        { perCustomer, perChannel, periods: mapPeriods(byPeriod, (all, mine) => ({ total: all, perCustomer: mine })) },
      ];
    }),
  );
}

/**
 * The ids of these rows, locked in id order with the lock an UPDATE takes (`NO KEY UPDATE`): as the subquery of a
 * counter UPDATE, so statements over overlapping rows cannot deadlock, and so an UPDATE never waits for the
 * key-share locks that inserting rows referencing them takes (`FOR UPDATE` would: two redemptions that had both
 * inserted their records would wait for each other).
 */
const lockedInIdOrder = (db: Executor, table: typeof vouchers | typeof promotionTiers, ids: string[]) =>
  db.select({ id: table.id }).from(table).where(anyOf(table.id, ids)).orderBy(table.id).for('no key update');

/** `CASE id WHEN … THEN amount … ELSE 0 END`: a per-row amount in a statement that updates several rows. */
const amountById = (id: SQL, amounts: { id: string; amount: number }[]) =>
  sql`(CASE ${id} ${sql.join(
    amounts.map((a) => sql`WHEN ${a.id} THEN ${a.amount}::bigint`),
    sql` `,
  )} ELSE 0::bigint END)`;

/** What a redemption takes: each voucher's use and gift (in the request's order), each tier's discount. */
export type CounterTaking = {
  project: string;
  /** The parent redemption's id (its records may already be written: a new budget counter leaves them out). */
  redemption: string;
  vouchers: { id: string; gift: number }[];
  tiers: { id: string; discount: number }[];
  order_amount: number;
  /** Per campaign of the applied redeemables: what it adds to the campaign's totals, and the most they may reach. */
  budgets: {
    campaign: string;
    uses: number;
    discount: number;
    order_amount: number;
    max_redemptions: number | null;
    max_discount: number | null;
    max_orders: number | null;
  }[];
  /** The redeeming session: its reservations are used up; only other sessions' hold uses back. */
  session: string | null;
  at: string;
};

/**
 * Takes a redemption's counters with `take_redemption_counters` (migrations 0028, 0030): its conditional UPDATEs are the
 * check, so concurrent redemptions can never overspend; a lost race raises SQLSTATE PD001 (`lostCounterRace`).
 * `last`: the call ends the transaction and commits it (`callLastAndCommit`).
 */
export async function takeRedemptionCounters(tx: Tx, taking: CounterTaking, { last }: { last: boolean }) {
  if (last) await callLastAndCommit(tx, 'take_redemption_counters', taking);
  else await tx.execute(sql`SELECT take_redemption_counters(${JSON.stringify(taking)}::jsonb)`);
}

/**
 * Gives back what a rolled-back redemption took: one use of each voucher and its `gift` of the gift balance.
 */
export async function restoreVouchers(db: Executor, restores: { id: string; gift: number }[], at: Date) {
  if (!restores.length) return;
  const gift = amountById(
    sql`${vouchers.id}`,
    restores.map((r) => ({ id: r.id, amount: r.gift })),
  );
  await db
    .update(vouchers)
    .set({
      redeemedQuantity: sql`${vouchers.redeemedQuantity} - 1`,
      giftBalance: sql`${vouchers.giftBalance} + ${gift}`,
      updatedAt: at,
    })
    .where(
      inArray(
        vouchers.id,
        lockedInIdOrder(
          db,
          vouchers,
          restores.map((r) => r.id),
        ),
      ),
    );
}

/**
 * Adds a redemption to its tiers' summary counters (`sign` 1: one more redemption, the order amount and each tier's
 * discount), or takes a rolled-back one out of them (`sign` -1). Returns the tiers as they now are.
 */
export async function addToTierCounters(
  db: Executor,
  counts: { id: string; discount: number }[],
  orderAmount: number,
  sign: 1 | -1,
) {
  if (!counts.length) return [];
  const discount = amountById(
    sql`${promotionTiers.id}`,
    counts.map((c) => ({ id: c.id, amount: c.discount })),
  );
  return db
    .update(promotionTiers)
    .set({
      totalRedeemed: sql`${promotionTiers.totalRedeemed} + ${sign}`,
      ordersTotalAmount: sql`${promotionTiers.ordersTotalAmount} + ${sign * orderAmount}`,
      ordersTotalDiscountAmount: sql`${promotionTiers.ordersTotalDiscountAmount} + ${sign} * ${discount}`,
    })
    .where(
      inArray(
        promotionTiers.id,
        lockedInIdOrder(
          db,
          promotionTiers,
          counts.map((c) => c.id),
        ),
      ),
    )
    .returning();
}

/** Gives a rolled-back redemption's share back to its campaigns' budget counters (where they have one). */
export async function giveBackBudgets(
  db: Executor,
  givebacks: { campaignId: string; uses: number; discount: number; orderAmount: number }[],
  at: Date,
) {
  for (const g of givebacks.sort((a, b) => a.campaignId.localeCompare(b.campaignId))) {
    await db
      .update(campaignBudgets)
      .set({
        redemptions: sql`${campaignBudgets.redemptions} - ${g.uses}`,
        discountAmount: sql`${campaignBudgets.discountAmount} - ${g.discount}`,
        ordersAmount: sql`${campaignBudgets.ordersAmount} - ${g.orderAmount}`,
        updatedAt: at,
      })
      .where(eq(campaignBudgets.campaignId, g.campaignId));
  }
}

export async function insertOrder(db: Executor, row: OrderInsert) {
  await db.insert(orders).values(row);
}

export async function insertRedemptions(db: Executor, rows: RedemptionInsert[]) {
  if (rows.length) await db.insert(redemptions).values(rows);
}
