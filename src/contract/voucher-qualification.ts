/*
 * POST /v1/vouchers/qualification: the hosted API's oldest qualification (deprecated there for POST /v1/qualifications,
 * still sent by the SDK's `vouchers.qualifications.examine`): which generic codes a customer and order qualify for.
 */
import { z } from 'zod';
import { queryBooleanSchema, timestampSchema } from './common.ts';
import { voucherSchema } from './voucher.ts';
import { targetListSchema } from './applicable-to.ts';

/** The hosted limitation: at most 50 generic codes are checked, and at most 50 answered. */
export const MAX_QUALIFIED_VOUCHERS = 50;

export const voucherQualificationQuerySchema = z.object({
  audienceRulesOnly: queryBooleanSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_QUALIFIED_VOUCHERS).optional(),
  order: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at', 'code', '-code']).optional(),
});
export type VoucherQualificationQuery = z.infer<typeof voucherQualificationQuerySchema>;

/** A qualified code: the voucher, and nothing listed per product (discounts here target the order). */
export const qualifiedVoucherSchema = voucherSchema.extend({
  applicable_to: targetListSchema,
  inapplicable_to: targetListSchema,
});
export type QualifiedVoucher = z.infer<typeof qualifiedVoucherSchema>;

export const voucherQualificationSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(qualifiedVoucherSchema),
    /** Every checked code that qualifies, whatever `limit` keeps. */
    total: z.number().int(),
    id: z.string().startsWith('qfl_'),
    created_at: timestampSchema,
    tracking_id: z.string().startsWith('track_'),
  })
  .meta({ id: 'VouchersQualificationExamineResponseBody' });
export type VoucherQualification = z.infer<typeof voucherQualificationSchema>;
