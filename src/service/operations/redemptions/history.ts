import type { Redemption, RedemptionListQuery } from '../../../contract/redemption.ts';
import type { Executor } from '../../store/db.ts';
import { findRedemptionOf, pageRedemptions, redeemablesOf } from '../../store/repositories/redemption-history.ts';
import { findVoucherById } from '../../store/repositories/vouchers.ts';
import { iso } from '../present-common.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';
import { notFound } from '../failures.ts';

/** A page of stacked redemptions as the service answered them, with their status now (a rollback changes it). */
export async function readRedemptionPage(
  db: Executor,
  projectId: string,
  query: RedemptionListQuery,
): Promise<{ redemptions: Redemption[]; total: number }> {
  const { rows, total } = await pageRedemptions(db, projectId, query);
  return { redemptions: rows.map((row) => row.data), total };
}

/** A voucher's redemption carries the voucher as it is now (its code, its uses), as the hosted one does. */
async function withVoucher(db: Executor, redemption: Redemption): Promise<Redemption> {
  if (redemption.related_object_type !== 'voucher') return redemption;
  const row = await findVoucherById(db, redemption.related_object_id);
  if (!row) return redemption;
  const [voucher] = presentVouchers(await loadVouchers(db, [row]));
  return { ...redemption, voucher };
}

/**
 * One redemption as the service answered it, with its status now. A stack's parent also lists its redeemables in
 * `related_redemptions.redemptions` (with the rollbacks it already names), so one read leads to each of them.
 */
export async function readRedemption(db: Executor, projectId: string, redemptionId: string): Promise<Redemption> {
  const row = await findRedemptionOf(db, projectId, redemptionId);
  if (!row) throw notFound('redemption', redemptionId);
  if (row.parentId !== null) return withVoucher(db, row.data);
  const children = await redeemablesOf(db, row.id);
  return {
    ...row.data,
    related_redemptions: {
      rollbacks: row.data.related_redemptions?.rollbacks ?? [],
      redemptions: children.map((child) => ({ id: child.id, date: iso(child.createdAt) })),
    },
  };
}
