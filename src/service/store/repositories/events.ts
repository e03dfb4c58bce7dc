import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { events, redemptions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';

export type EventRow = typeof events.$inferSelect;

export async function insertEvent(db: Executor, row: Omit<typeof events.$inferInsert, 'id'>) {
  await db.insert(events).values({ id: newId('evt_'), ...row });
}

/** A page of a project's custom events, newest first, of one customer or one event name if asked; and whether more follow. */
export async function pageEvents(
  db: Executor,
  projectId: string,
  query: { limit: number; page: number; customerId?: string | undefined; type?: string | undefined },
) {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.projectId, projectId),
        query.customerId ? eq(events.customerId, query.customerId) : undefined,
        query.type ? eq(events.type, query.type) : undefined,
      ),
    )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/**
 * Counts one use of a referral code for a converted referee, only while the code has uses left (one
 * conditional UPDATE), and records it as a successful redemption. False when the code is used up.
 */
export async function recordReferralConversion(
  db: Executor,
  c: {
    projectId: string;
    voucherId: string;
    campaignId: string;
    refereeId: string;
    referrerId: string;
    event: string;
    at: Date;
  },
) {
  const [used] = await db
    .update(vouchers)
    .set({ redeemedQuantity: sql`${vouchers.redeemedQuantity} + 1`, updatedAt: c.at })
    .where(
      and(
        eq(vouchers.id, c.voucherId),
        or(isNull(vouchers.redemptionQuantity), lt(vouchers.redeemedQuantity, vouchers.redemptionQuantity)),
      ),
    )
    .returning({ code: vouchers.code });
  if (!used) return false;
  const id = newId('r_');
  await db.insert(redemptions).values({
    id,
    projectId: c.projectId,
    customerId: c.refereeId,
    result: 'SUCCESS',
    status: 'SUCCEEDED',
    relatedObjectType: 'voucher',
    relatedObjectId: c.voucherId,
    voucherId: c.voucherId,
    campaignId: c.campaignId,
    // A redemption record like any other; the referrer is kept in its metadata.
    data: {
      id,
      object: 'redemption',
      date: c.at.toISOString(),
      customer_id: c.refereeId,
      tracking_id: null,
      metadata: { referrer_id: c.referrerId },
      redemption: null,
      result: 'SUCCESS',
      status: 'SUCCEEDED',
      order: null,
      channel: { channel_type: 'API', channel_id: c.event },
      customer: null,
      related_object_type: 'voucher',
      related_object_id: c.voucherId,
    },
    createdAt: c.at,
  });
  return true;
}
