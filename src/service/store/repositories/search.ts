import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { customers, orders, redemptions } from '../schema/activity.ts';
import { memberships, users } from '../schema/people.ts';

/*
 * Prefix searches for the command palette. Each compares `COLLATE "C"` so a LIKE prefix becomes an index range
 * (PostgreSQL plans it only on byte order) and each orders by the same expression, so an index of migration
 * `palette_search` answers the first rows without sorting every match: a one-letter prefix over 100,000 codes reads
 * `limit` index entries.
 */

/** A LIKE pattern that matches values starting with `text`, its `%`, `_` and `\` taken literally. */
export const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

const byteOrder = (expression: SQL | AnyColumn) => sql`${expression} COLLATE "C"`;
const lowered = (column: AnyColumn) => byteOrder(sql`lower(${column})`);
/** `expression` starts with the pattern's prefix; `lower` also lowers the pattern, for a match in any casing. */
const startsWith = (expression: SQL, pattern: string, lower: boolean) =>
  sql`${expression} LIKE ${lower ? sql`lower(${pattern})` : pattern}`;

type Search = { projectId: string; pattern: string; limit: number };

export const campaignsByName = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select({ id: campaigns.id, name: campaigns.name, type: campaigns.campaignType, active: campaigns.active })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.projectId, projectId),
        isNull(campaigns.deletedAt),
        startsWith(lowered(campaigns.name), pattern, true),
      ),
    )
    .orderBy(lowered(campaigns.name))
    .limit(limit);

export const campaignsById = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select({ id: campaigns.id, name: campaigns.name, type: campaigns.campaignType, active: campaigns.active })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.projectId, projectId),
        isNull(campaigns.deletedAt),
        startsWith(byteOrder(campaigns.id), pattern, false),
      ),
    )
    .orderBy(byteOrder(campaigns.id))
    .limit(limit);

const voucherFields = {
  id: vouchers.id,
  code: vouchers.code,
  type: vouchers.type,
  active: vouchers.active,
  campaignId: vouchers.campaignId,
};

export const vouchersByCode = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(voucherFields)
    .from(vouchers)
    .where(
      and(
        eq(vouchers.projectId, projectId),
        isNull(vouchers.deletedAt),
        startsWith(lowered(vouchers.code), pattern, true),
      ),
    )
    .orderBy(lowered(vouchers.code))
    .limit(limit);

export const vouchersById = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(voucherFields)
    .from(vouchers)
    .where(
      and(
        eq(vouchers.projectId, projectId),
        isNull(vouchers.deletedAt),
        startsWith(byteOrder(vouchers.id), pattern, false),
      ),
    )
    .orderBy(byteOrder(vouchers.id))
    .limit(limit);

const customerFields = { id: customers.id, name: customers.name, email: customers.email, sourceId: customers.sourceId };
const liveCustomers = (projectId: string, match: SQL) =>
  and(eq(customers.projectId, projectId), isNull(customers.deletedAt), match);

export const customersByName = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(customerFields)
    .from(customers)
    .where(liveCustomers(projectId, startsWith(lowered(customers.name), pattern, true)))
    .orderBy(lowered(customers.name))
    .limit(limit);

export const customersByEmail = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(customerFields)
    .from(customers)
    .where(liveCustomers(projectId, startsWith(lowered(customers.email), pattern, true)))
    .orderBy(lowered(customers.email))
    .limit(limit);

export const customersById = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(customerFields)
    .from(customers)
    .where(liveCustomers(projectId, startsWith(byteOrder(customers.id), pattern, false)))
    .orderBy(byteOrder(customers.id))
    .limit(limit);

/** Stacked redemptions as the history lists them (their per-redeemable parts are not searched). */
export const redemptionsById = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select({
      id: redemptions.id,
      status: redemptions.status,
      amount: redemptions.amount,
      createdAt: redemptions.createdAt,
    })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.projectId, projectId),
        isNull(redemptions.parentId),
        startsWith(byteOrder(redemptions.id), pattern, false),
      ),
    )
    .orderBy(byteOrder(redemptions.id))
    .limit(limit);

const orderFields = { id: orders.id, sourceId: orders.sourceId, status: orders.status, amount: orders.amount };

export const ordersById = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(orderFields)
    .from(orders)
    .where(and(eq(orders.projectId, projectId), startsWith(byteOrder(orders.id), pattern, false)))
    .orderBy(byteOrder(orders.id))
    .limit(limit);

export const ordersBySourceId = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select(orderFields)
    .from(orders)
    .where(and(eq(orders.projectId, projectId), startsWith(lowered(orders.sourceId), pattern, true)))
    .orderBy(lowered(orders.sourceId))
    .limit(limit);

/** A project's team is small: its members are matched by name or email without an index. */
export const membersByNameOrEmail = (db: Executor, { projectId, pattern, limit }: Search) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.projectId, projectId),
        sql`(${startsWith(lowered(users.name), pattern, true)} OR ${startsWith(lowered(users.email), pattern, true)})`,
      ),
    )
    .orderBy(lowered(users.name))
    .limit(limit);
