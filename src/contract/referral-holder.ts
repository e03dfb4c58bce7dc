import { z } from 'zod';
import { metadataSchema } from './common.ts';
import { customerRequestSchema } from './customer.ts';

/** Holders one request may add, as the official API allows, and holders of one code at most. */
export const maxHoldersPerRequest = 100;
export const maxHoldersPerCode = 1000;

export const referralHoldersAddSchema = z.object({
  holders: z
    .array(customerRequestSchema)
    .min(1, 'Send at least one holder')
    .max(maxHoldersPerRequest, `Send at most ${maxHoldersPerRequest} holders`),
  metadata: metadataSchema.optional(),
});
export type ReferralHoldersAdd = z.infer<typeof referralHoldersAddSchema>;

export const holderRoleSchema = z.enum(['OWNER', 'REFERRER', 'REFEREE']);

/** One customer holding a referral code (official RedeemableHolder). */
export const redeemableHolderSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  redeemable_id: z.string(),
  redeemable_object: z.literal('voucher'),
  customer_id: z.string(),
  holder_role: holderRoleSchema,
  campaign_id: z.string(),
  campaign_type: z.literal('REFERRAL_PROGRAM'),
  voucher_type: z.enum(['GIFT_VOUCHER', 'DISCOUNT_VOUCHER', 'LOYALTY_CARD']),
  metadata: z.record(z.string(), z.unknown()),
  object: z.literal('redeemable_holder'),
});
export type RedeemableHolder = z.infer<typeof redeemableHolderSchema>;

export const referralHoldersAddedSchema = z.object({ holders: z.array(redeemableHolderSchema) });

export const referralHolderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['created_at', '-created_at']).default('created_at'),
  starting_after_id: z.string().max(100).optional(),
});

export const referralHolderListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(redeemableHolderSchema),
  total: z.number().int(),
  has_more: z.boolean(),
  more_starting_after: z.string().optional(),
});
export type ReferralHolderList = z.infer<typeof referralHolderListSchema>;
