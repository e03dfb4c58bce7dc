import type { VoucherValidation } from '../../../contract/single-redemption.ts';
import type { Db } from '../../store/db.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { voucherValidationOf } from '../redemptions/single.ts';
import { validateStacked, type ValidateInput } from './validate.ts';

/**
 * The hosted single-code validation: a one-voucher stacked validation (a LOCK session reserves as the stacked one
 * does), answered in the single-code shape with the voucher's metadata and gift amount.
 */
export async function validateVoucherCode(db: Db, input: ValidateInput, code: string): Promise<VoucherValidation> {
  const validation = await validateStacked(db, input);
  return voucherValidationOf(code, validation, await findVoucherByCode(db, input.projectId, code));
}
