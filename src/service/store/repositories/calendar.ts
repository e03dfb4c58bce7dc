import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { campaigns, promotionTiers } from '../schema/catalog.ts';

/** `validity` starts before `until` and ends at or after `from` (an absent date is no bound). */
const touches = (validity: AnyColumn, from: Date, until: Date) =>
  sql`coalesce((${validity}->>'start_date')::timestamptz < ${until}, true)
      AND coalesce((${validity}->>'expiration_date')::timestamptz >= ${from}, true)`;

/** The project's campaigns (not in the bin) whose window touches `[from, until)`, oldest first, at most `limit`. */
export async function campaignsTouching(db: Executor, projectId: string, from: Date, until: Date, limit: number) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.projectId, projectId), isNull(campaigns.deletedAt), touches(campaigns.validity, from, until)),
    )
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(limit);
}

/** The tiers of the project's promotions (not in the bin) whose own window touches `[from, until)`. */
export async function tiersTouching(db: Executor, projectId: string, from: Date, until: Date, limit: number) {
  return db
    .select()
    .from(promotionTiers)
    .innerJoin(campaigns, eq(campaigns.id, promotionTiers.campaignId))
    .where(
      and(
        eq(promotionTiers.projectId, projectId),
        isNull(campaigns.deletedAt),
        touches(promotionTiers.validity, from, until),
        touches(campaigns.validity, from, until),
      ),
    )
    .orderBy(asc(campaigns.createdAt), asc(promotionTiers.hierarchy), asc(promotionTiers.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.promotion_tiers));
}
