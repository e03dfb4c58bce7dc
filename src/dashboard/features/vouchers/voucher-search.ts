import { z } from 'zod';
import { voucherListQuerySchema, type VoucherListQuery } from '../../../contract/voucher.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

/** A campaign's vouchers page: the code filter and the page, in the URL so a link shows the same list. */
export const vouchersSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Text the code contains, ignoring case; kept whole, so a text past the limit is refused. */
  code: z.string().optional().catch(undefined),
});
export type VouchersSearch = z.output<typeof vouchersSearchSchema>;

export const vouchersSearchDefaults = { page: 1 } satisfies Partial<VouchersSearch>;

/** Vouchers a page. */
export const vouchersPageSize = 20;

export function toVoucherListQuery(campaignId: string, search: VouchersSearch): VoucherListQuery {
  return {
    campaign_id: campaignId,
    code: search.code || undefined,
    page: search.page,
    limit: vouchersPageSize,
    order: '-created_at',
  };
}

/** Why the service would refuse the code text; the list then asks for nothing and the field says why. */
export const vouchersSearchRefusal = (query: VoucherListQuery) =>
  searchTextRefusal(voucherListQuerySchema, query, 'code');
