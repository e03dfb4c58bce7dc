import { z } from 'zod';
import type { LoyaltyTiersExpiration } from './loyalty-tiers-expiration.ts';
import { metadataSchema } from './common.ts';

/** A program's tiers at most, and how many one request may create; the list answers them all, unpaged. */
export const maxTiersPerProgram = 100;
/** Entries of a tier's earning-rule or reward mapping at most. */
export const maxTierMappings = 100;
/** The largest points threshold a tier may name. */
export const maxTierPoints = 1_000_000_000;

/** How a tier changes the points of an earning rule or the price of a reward: a multiplier or a fixed number. */
export const mappingPointsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MULTIPLY'), multiplier: z.number().positive().max(1000) }),
  z.object({ type: z.literal('CUSTOM'), points: z.number().int().min(0).max(maxTierPoints) }),
]);
export type MappingPoints = z.infer<typeof mappingPointsSchema>;

/** Keys are ids (`ern_…`, `rewa_…`), so no key can be `__proto__` or any other property of an object. */
const mappingOf = (prefix: string) =>
  z
    .record(
      z.string().regex(new RegExp(`^${prefix}[A-Za-z0-9]{1,60}$`), `Keys are ${prefix}… ids`),
      mappingPointsSchema,
    )
    .refine((m) => Object.keys(m).length <= maxTierMappings, `At most ${maxTierMappings} entries`);

const pointsBound = z.number().int().min(0).max(maxTierPoints);
/**
 * A tier's range: `to` included; no `to` means no upper bound (the top tier). An empty range (`{}`, which the
 * hosted service takes) makes a tier no balance reaches: members are never placed in it by their points.
 */
export const tierPointsSchema = z
  .object({ from: pointsBound.optional(), to: pointsBound.optional() })
  .refine((p) => p.to === undefined || p.to >= (p.from ?? 0), { message: 'to must not be below from', path: ['to'] });

export const loyaltyTierWriteSchema = z.object({
  name: z.string().trim().min(1, 'A tier needs a name').max(200),
  points: tierPointsSchema,
  earning_rules: mappingOf('ern_').optional(),
  rewards: mappingOf('rewa_').optional(),
  metadata: metadataSchema.optional(),
});
export type LoyaltyTierWrite = z.infer<typeof loyaltyTierWriteSchema>;

export const loyaltyTiersCreateSchema = z
  .array(loyaltyTierWriteSchema)
  .min(1, 'Send at least one tier')
  .max(maxTiersPerProgram, `Send at most ${maxTiersPerProgram} tiers`);

const tierRangeSchema = z.object({ from: z.number().int().optional(), to: z.number().int().optional() });

/** When a member's tier started and, under a period qualification, when it ends (official LoyaltyTierExpiration). */
export const loyaltyTierExpirationSchema = z.object({
  customer_id: z.string(),
  campaign_id: z.string(),
  tier_id: z.string(),
  start_date: z.string(),
  expiration_date: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
});

export const loyaltyTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  campaign_id: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  earning_rules: z.record(z.string(), mappingPointsSchema),
  rewards: z.record(z.string(), mappingPointsSchema),
  config: z.object({ points: tierRangeSchema }),
  points: tierRangeSchema,
  expiration: loyaltyTierExpirationSchema.optional(),
  object: z.literal('loyalty_tier'),
});
export type LoyaltyTier = z.infer<typeof loyaltyTierSchema>;

export const loyaltyTierListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(loyaltyTierSchema),
  total: z.number().int(),
});
export type LoyaltyTierList = z.infer<typeof loyaltyTierListSchema>;

export const loyaltyTierOrderSchema = z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']);

/**
 * How a program qualifies members for tiers (the part of its `loyalty_tiers_expiration` that decides the tier): the
 * points balance, or the points earned in the current calendar period.
 */
export type TierQualification = Pick<LoyaltyTiersExpiration, 'qualification_type' | 'qualification_period'>;

export const loyaltyTierListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(maxTiersPerProgram).optional(),
  order: loyaltyTierOrderSchema.optional(),
});
