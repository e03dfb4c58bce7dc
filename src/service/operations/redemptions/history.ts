import type { Redemption, RedemptionListQuery } from '../../../contract/redemption.ts';
import type { Executor } from '../../store/db.ts';
import { pageRedemptions } from '../../store/repositories/redemption-history.ts';

/** A page of stacked redemptions as the service answered them, with their status now (a rollback changes it). */
export async function readRedemptionPage(
  db: Executor,
  projectId: string,
  query: RedemptionListQuery,
): Promise<{ redemptions: Redemption[]; total: number }> {
  const { rows, total } = await pageRedemptions(db, projectId, query);
  return { redemptions: rows.map((row) => row.data), total };
}
