import type {
  CustomerRedeemable,
  CustomerRedeemableList,
  CustomerRedeemableListQuery,
} from '../../../contract/customer-redeemable.ts';
import { redeemableStatus } from '../../domain/redeemable-status.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaignsByIds } from '../../store/repositories/campaigns.ts';
import { pageHeldVouchers } from '../../store/repositories/customer-redeemables.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';

/** A holding's id is its code's id behind `rh_`: codes have one holder here, so the pair needs no row of its own. */
const holdingId = (voucherId: string) => `rh_${voucherId}`;
const voucherIdOf = (id: string) => (id.startsWith('rh_') ? id.slice(3) : id);

/**
 * GET /v1/customers/{id}/redeemables: the customer's wallet, the codes they hold (loyalty cards, gift cards,
 * discount and referral codes), each with what it is now. Paged by a cursor on the holding's id.
 */
export async function readCustomerRedeemables(
  db: Executor,
  projectId: string,
  customerRef: string,
  query: CustomerRedeemableListQuery,
  now: Date,
): Promise<CustomerRedeemableList> {
  const customer = await findCustomer(db, projectId, customerRef);
  if (!customer) throw notFound('customer', customerRef);
  const { rows, total } = await pageHeldVouchers(db, projectId, customer.id, {
    limit: query.limit,
    descending: query.order === '-id',
    afterId: query.starting_after_id && voucherIdOf(query.starting_after_id),
  });
  const shown = rows.slice(0, query.limit);
  const vouchers = presentVouchers(await loadVouchers(db, shown));
  const campaignIds = [...new Set(shown.flatMap((row) => (row.campaignId ? [row.campaignId] : [])))];
  const campaigns = new Map((await findCampaignsByIds(db, projectId, campaignIds)).map((c) => [c.id, c]));
  const data = shown.map((row, index): CustomerRedeemable => {
    const campaign = row.campaignId ? campaigns.get(row.campaignId) : undefined;
    const voucher = vouchers[index]!;
    return {
      id: holdingId(row.id),
      // When the code became theirs is not kept apart from its last change; the code's own dates stand for it.
      created_at: iso(row.updatedAt ?? row.createdAt),
      redeemable_id: row.id,
      redeemable_object: 'voucher',
      customer_id: customer.id,
      holder_role: voucher.is_referral_code ? 'REFERRER' : 'OWNER',
      campaign_id: row.campaignId,
      campaign_type: campaign?.campaignType ?? null,
      voucher_type: row.type,
      redeemable: {
        type: 'voucher',
        voucher: voucher.is_referral_code ? { ...voucher, referrer_id: customer.id } : voucher,
        status: redeemableStatus(row, campaign, now),
      },
    };
  });
  const hasMore = rows.length > query.limit;
  return {
    object: 'list',
    data_ref: 'data',
    data,
    total,
    has_more: hasMore,
    more_starting_after: hasMore ? data.at(-1)?.id : undefined,
  };
}
