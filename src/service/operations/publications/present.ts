import type { z } from 'zod';
import type {
  listedVoucherSchema,
  Publication,
  publicationBaseSchema,
  publicationCustomerSchema,
  publicationListItemSchema,
} from '../../../contract/publication.ts';
import type { Voucher } from '../../../contract/voucher.ts';
import type { Executor } from '../../store/db.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import type { PublicationRow } from '../../store/repositories/publications.ts';
import { customersByIds } from '../../store/repositories/voucher-reads.ts';
import { findVouchersByIds } from '../../store/repositories/vouchers.ts';
import { iso } from '../present-common.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';

type ListedPublication = z.infer<typeof publicationListItemSchema>;

/** Publications with their customers and their vouchers as they now are. */
export async function loadPublications(db: Executor, rows: PublicationRow[]) {
  const customers = await customersByIds(db, [...new Set(rows.map((r) => r.customerId))]);
  const voucherRows = await findVouchersByIds(db, [...new Set(rows.flatMap((r) => r.voucherIds))]);
  const vouchers = presentVouchers(await loadVouchers(db, voucherRows));
  return { rows, customers, vouchers: new Map(vouchers.map((v) => [v.id, v])) };
}
type Loaded = Awaited<ReturnType<typeof loadPublications>>;

/** The customer as the official publication shows them; Promodesk leaves their figures null (they are nullable). */
const presentCustomer = (row: CustomerRow): z.infer<typeof publicationCustomerSchema> => ({
  id: row.id,
  source_id: row.sourceId ?? undefined,
  name: row.name ?? undefined,
  email: row.email ?? undefined,
  metadata: row.metadata ?? undefined,
  summary: null,
  loyalty: null,
  referrals: null,
  object: 'customer',
});

function presentBase(row: PublicationRow, loaded: Loaded): z.infer<typeof publicationBaseSchema> {
  const customer = loaded.customers.get(row.customerId)!;
  return {
    id: row.id,
    object: 'publication',
    created_at: iso(row.createdAt),
    customer_id: row.customerId,
    tracking_id: customer.sourceId ?? undefined,
    metadata: row.metadata,
    channel: row.channel,
    source_id: row.sourceId,
    result: row.result,
    customer: presentCustomer(customer),
    vouchers_id: row.voucherIds,
  };
}

const vouchersOf = (row: PublicationRow, loaded: Loaded): Voucher[] =>
  row.voucherIds.map((id) => loaded.vouchers.get(id)!);

/** As creating it answers: one code as the whole voucher, several as their codes. */
export function presentPublication(row: PublicationRow, loaded: Loaded): Publication {
  const base = presentBase(row, loaded);
  const [first, ...others] = vouchersOf(row, loaded);
  return row.shape === 'voucher' && first && !others.length
    ? { ...base, voucher: first }
    : { ...base, vouchers: vouchersOf(row, loaded).map((v) => v.code) };
}

/** As the list shows it: one code as a short voucher, several as their codes. */
export function presentListedPublication(row: PublicationRow, loaded: Loaded): ListedPublication {
  const base = presentBase(row, loaded);
  const [first, ...others] = vouchersOf(row, loaded);
  if (row.shape === 'vouchers' || !first || others.length)
    return { ...base, vouchers: vouchersOf(row, loaded).map((v) => v.code) };
  const voucher: z.infer<typeof listedVoucherSchema> = {
    code: first.code,
    object: 'voucher',
    campaign: first.campaign,
    gift: first.gift,
    loyalty_card: first.loyalty_card,
    discount: first.discount,
    is_referral_code: first.is_referral_code ?? false,
  };
  return { ...base, voucher };
}
