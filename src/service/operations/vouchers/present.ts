import type { Voucher } from '../../../contract/voucher.ts';
import type { Executor } from '../../store/db.ts';
import { assignmentsFor, findCategories } from '../../store/repositories/campaigns.ts';
import { campaignSummaries, customersByIds } from '../../store/repositories/voucher-reads.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { compact, iso, presentAssignmentList, presentCategory, presentValidity } from '../present-common.ts';

/** A customer as the client-side API may show it to anyone holding the public keys: no personal fields. */
export const presentCustomerReference = (row: Pick<CustomerRow, 'id' | 'sourceId'>) =>
  compact({ id: row.id, source_id: row.sourceId, object: 'customer' as const });

export const presentSimpleCustomer = (row: CustomerRow) =>
  compact({
    id: row.id,
    name: row.name,
    email: row.email,
    source_id: row.sourceId,
    metadata: row.metadata,
    object: 'customer' as const,
  });

/** Vouchers with campaign name, category, holder and rule assignments, in the interface's voucher shape. */
export async function presentVouchers(db: Executor, rows: VoucherRow[]): Promise<Voucher[]> {
  const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
  const campaignsById = await campaignSummaries(db, unique(rows.map((r) => r.campaignId)));
  const categoryRows = await findCategories(db, unique(rows.map((r) => r.categoryId)));
  const holders = await customersByIds(db, unique(rows.map((r) => r.holderId)));
  const assignments = await assignmentsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const category = categoryRows.find((c) => c.id === row.categoryId);
    const holder = row.holderId ? holders.get(row.holderId) : undefined;
    const campaign = row.campaignId ? campaignsById.get(row.campaignId) : undefined;
    const own = assignments.get(row.id) ?? [];
    return compact({
      id: row.id,
      code: row.code,
      campaign: campaign?.name,
      campaign_id: row.campaignId,
      category: category?.name,
      category_id: row.categoryId,
      type: row.type,
      discount: row.discount ?? undefined,
      gift:
        row.giftAmount !== null
          ? {
              amount: row.giftAmount,
              subtracted_amount: row.giftAmount - (row.giftBalance ?? 0),
              balance: row.giftBalance ?? 0,
              effect: 'APPLY_TO_ORDER' as const,
            }
          : undefined,
      loyalty_card:
        row.loyaltyPoints !== null
          ? { points: row.loyaltyPoints, balance: row.loyaltyBalance ?? row.loyaltyPoints }
          : undefined,
      ...presentValidity(row.validity),
      active: row.active,
      metadata: row.metadata ?? {},
      is_referral_code: campaign?.campaignType === 'REFERRAL_PROGRAM',
      created_at: iso(row.createdAt),
      updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
      holder_id: row.holderId,
      object: 'voucher' as const,
      redemption: compact({
        quantity: row.redemptionQuantity,
        redeemed_quantity: row.redeemedQuantity,
        object: 'list' as const,
      }),
      categories: category ? [presentCategory(category)] : [],
      validation_rules_assignments: presentAssignmentList(own),
      holder: holder ? presentSimpleCustomer(holder) : undefined,
    }) as Voucher;
  });
}
