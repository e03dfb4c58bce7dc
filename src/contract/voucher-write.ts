import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, validityChangeFields, validityFields } from './common.ts';
import { codeConfigSchema } from './campaign.ts';
import { discountSchema } from './discount.ts';
import { refineValidityWindow } from './validity-window.ts';

/*
 * Writes of single vouchers in the official request shapes: create (standalone or into a campaign, with a generated
 * or given code), update, a campaign's new voucher, and balance adjustments of gift and loyalty cards.
 */

/** A code: 1 to 100 characters without spaces or control characters (imports hold rows to the same rule). */
export const voucherCodePattern = /^[^\s\p{C}]{1,100}$/u;
export const voucherCodeSchema = z
  .string()
  .regex(voucherCodePattern, 'A code has 1 to 100 characters, without spaces or control characters');

/** Money and points a single write may state, far above any real card and inside a safe integer. */
const maxAmount = 1_000_000_000_000;
const categoryName = z.string().trim().min(1).max(200);
const additionalInfo = z.string().max(1000);
/** `null` is "without limit", as the official description says. */
const redemption = z.object({ quantity: z.number().int().positive().max(1_000_000_000).nullable().optional() });

/** What a voucher's create and a campaign's new voucher share: category, validity dates, metadata and limits. */
const voucherSettingsFields = {
  category: categoryName.optional(),
  category_id: z.string().min(1).max(100).optional(),
  metadata: metadataSchema.optional(),
  redemption: redemption.optional(),
  additional_info: additionalInfo.optional(),
  start_date: validityFields.start_date,
  expiration_date: validityFields.expiration_date,
};
const oneCategory = {
  check: (b: { category?: string | undefined; category_id?: string | undefined }) => !(b.category && b.category_id),
  message: { message: 'Send category or category_id, not both', path: ['category'] },
};

const createBase = z.object({
  ...voucherSettingsFields,
  ...validityFields,
  campaign: z.string().trim().min(1).max(200).optional(),
  campaign_id: z.string().min(1).max(100).optional(),
  active: z.boolean().optional(),
  /** POST /v1/vouchers only: how to draw the code when none is given. */
  code_config: codeConfigSchema.optional(),
  /** POST /v1/vouchers only (the SDK sends it on every create); the path's code wins on POST /v1/vouchers/{code}. */
  code: voucherCodeSchema.optional(),
});

/** POST /v1/vouchers and /v1/vouchers/{code}: the type decides which of discount, gift or loyalty_card is required. */
export const voucherCreateSchema = z
  .discriminatedUnion('type', [
    createBase.extend({ type: z.literal('DISCOUNT_VOUCHER'), discount: discountSchema }),
    createBase.extend({
      type: z.literal('GIFT_VOUCHER'),
      gift: z.object({
        amount: z.number().int().nonnegative().max(maxAmount),
        effect: z.enum(['APPLY_TO_ORDER', 'APPLY_TO_ITEMS']).optional(),
      }),
    }),
    createBase.extend({
      type: z.literal('LOYALTY_CARD'),
      loyalty_card: z.object({ points: z.number().int().nonnegative().max(maxAmount) }),
    }),
  ])
  .refine(oneCategory.check, oneCategory.message)
  .refine((b) => !(b.campaign && b.campaign_id), {
    message: 'Send campaign or campaign_id, not both',
    path: ['campaign'],
  })
  .superRefine(refineValidityWindow)
  .meta({ id: 'VouchersCreateRequestBody' });
export type VoucherCreate = z.infer<typeof voucherCreateSchema>;

/**
 * PUT /v1/vouchers/{code}: what the official body lets change; `null` clears a validity field or the category,
 * `metadata` replaces the voucher's. `type` may be stated but not changed; a discount keeps its discount type.
 */
export const voucherUpdateSchema = z
  .object({
    type: z.enum(['DISCOUNT_VOUCHER', 'GIFT_VOUCHER', 'LOYALTY_CARD']).optional(),
    discount: discountSchema.optional(),
    category: categoryName.optional(),
    category_id: z.string().min(1).max(100).nullable().optional(),
    ...validityChangeFields,
    active: z.boolean().optional(),
    additional_info: additionalInfo.nullable().optional(),
    metadata: metadataSchema.optional(),
  })
  .refine((b) => !(b.category && b.category_id), oneCategory.message)
  .superRefine(refineValidityWindow)
  .meta({ id: 'VouchersUpdateRequestBody' });
export type VoucherUpdate = z.infer<typeof voucherUpdateSchema>;

/** POST /v1/campaigns/{campaignId}/vouchers/{code}: the campaign's voucher settings with a few of them overridden. */
export const campaignVoucherCreateSchema = z
  .object(voucherSettingsFields)
  .refine(oneCategory.check, oneCategory.message)
  .superRefine(refineValidityWindow)
  .meta({ id: 'CampaignsVouchersCreateRequestBody' });
export type CampaignVoucherCreate = z.infer<typeof campaignVoucherCreateSchema>;

/** POST /v1/campaigns/{campaignId}/vouchers: the same, plus a code or a code configuration of its own. */
export const campaignVoucherGenerateSchema = z
  .object({ ...voucherSettingsFields, code: voucherCodeSchema.optional(), code_config: codeConfigSchema.optional() })
  .refine(oneCategory.check, oneCategory.message)
  .superRefine(refineValidityWindow)
  .meta({ id: 'CampaignsVouchersCreateInBulkRequestBody' });
export type CampaignVoucherGenerate = z.infer<typeof campaignVoucherGenerateSchema>;

/** Codes one call generates at most: a campaign's growth in one job, not an unbounded queue. */
export const maxGeneratedVouchers = 10_000;

/**
 * `vouchers_count`: one code is answered at once; more, as hosted, by a CAMPAIGN.VOUCHERS_GENERATE async action
 * (202 with its id), which draws each code with the campaign's generator.
 */
export const campaignVoucherGenerateQuerySchema = z.object({
  vouchers_count: z.coerce.number().int().min(1).max(maxGeneratedVouchers).optional(),
});

/** POST /v1/vouchers/{code}/balance: credits (gift cards) or points (loyalty cards) to add, or remove when negative. */
export const voucherBalanceChangeSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(-maxAmount)
      .max(maxAmount)
      .refine((n) => n !== 0, 'The amount must not be 0'),
    source_id: z.string().min(1).max(200).optional(),
    reason: z.string().max(1000).optional(),
  })
  .meta({ id: 'VouchersBalanceUpdateRequestBody' });
export type VoucherBalanceChange = z.infer<typeof voucherBalanceChangeSchema>;

export const voucherBalanceSchema = z
  .object({
    amount: z.number().int(),
    total: z.number().int(),
    balance: z.number().int(),
    type: z.enum(['gift_voucher', 'loyalty_card']),
    operation_type: z.literal('MANUAL'),
    object: z.literal('balance'),
    related_object: z.object({ type: z.literal('voucher'), id: z.string() }),
  })
  .meta({ id: 'VouchersBalanceUpdateResponseBody' });
export type VoucherBalance = z.infer<typeof voucherBalanceSchema>;

/** DELETE /v1/vouchers/{code}: `force` is accepted for the SDK; Promodesk has no bin, so every delete is final. */
export const voucherDeleteQuerySchema = z.object({ force: queryBooleanSchema.optional() });
