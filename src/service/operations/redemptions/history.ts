import type { RedemptionFilters } from '../../../contract/redemption-filters.ts';
import type { Redemption, RedemptionListQuery } from '../../../contract/redemption.ts';
import type { VoucherRedemptions } from '../../../contract/single-redemption.ts';
import type { Executor } from '../../store/db.ts';
import {
  findRedemptionOf,
  latestRedemptionsOfVoucher,
  pageRedemptions,
  redeemablesOf,
} from '../../store/repositories/redemption-history.ts';
import { findVoucherByCode, findVouchersByIds } from '../../store/repositories/vouchers.ts';
import { iso } from '../present-common.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';
import { notFound } from '../failures.ts';

/**
 * A page of stacked redemptions as the service answered them, with their status now (a rollback changes it); with
 * the `parent_redemption_id` filter, that stack's redeemables instead, each with its voucher.
 */
export async function readRedemptionPage(
  db: Executor,
  projectId: string,
  query: RedemptionListQuery,
  filters: RedemptionFilters = {},
): Promise<{ redemptions: Redemption[]; total: number }> {
  const parentId = filters.parent_redemption_id?.conditions.$is;
  const { rows, total } = await pageRedemptions(db, projectId, query, filters);
  const page = rows.map((row) => row.data);
  return { redemptions: parentId === undefined ? page : await withVouchers(db, page), total };
}

/**
 * Voucher redemptions carry the voucher as it is now (its code, its uses), as the hosted ones do; the vouchers of a
 * whole page are read together.
 */
async function withVouchers(db: Executor, page: Redemption[]): Promise<Redemption[]> {
  const ids = page.flatMap((r) => (r.related_object_type === 'voucher' ? [r.related_object_id] : []));
  const rows = await findVouchersByIds(db, [...new Set(ids)]);
  const vouchers = new Map(presentVouchers(await loadVouchers(db, rows)).map((v) => [v.id, v]));
  return page.map((redemption) => {
    const voucher = redemption.related_object_type === 'voucher' && vouchers.get(redemption.related_object_id);
    return voucher ? { ...redemption, voucher } : redemption;
  });
}

/**
 * One redemption as the service answered it, with its status now. A stack's parent also lists its redeemables in
 * `related_redemptions.redemptions` (with the rollbacks it already names), so one read leads to each of them.
 */
export async function readRedemption(db: Executor, projectId: string, redemptionId: string): Promise<Redemption> {
  const row = await findRedemptionOf(db, projectId, redemptionId);
  if (!row) throw notFound('redemption', redemptionId);
  if (row.parentId !== null) return (await withVouchers(db, [row.data]))[0]!;
  const children = await redeemablesOf(db, row.id);
  return {
    ...row.data,
    related_redemptions: {
      rollbacks: row.data.related_redemptions?.rollbacks ?? [],
      redemptions: children.map((child) => ({ id: child.id, date: iso(child.createdAt) })),
    },
  };
}

/** The hosted operation has no paging: its summary lists a code's latest redemptions, this many at most. */
const voucherRedemptionsShown = 100;

/** A code's uses (quantity and redeemed) and its latest redemptions, newest first, each with the voucher as it is now. */
export async function readVoucherRedemptions(
  db: Executor,
  projectId: string,
  code: string,
): Promise<VoucherRedemptions> {
  const voucher = await findVoucherByCode(db, projectId, code);
  if (!voucher) throw notFound('voucher', code);
  const { rows, total } = await latestRedemptionsOfVoucher(db, voucher.id, voucherRedemptionsShown);
  return {
    quantity: voucher.redemptionQuantity,
    redeemed_quantity: voucher.redeemedQuantity,
    object: 'list',
    url: `/v1/vouchers/${encodeURIComponent(code)}/redemption`,
    data_ref: 'redemption_entries',
    total,
    redemption_entries: await withVouchers(
      db,
      rows.map((row) => row.data),
    ),
  };
}
