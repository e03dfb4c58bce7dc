import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Validity } from '../../../contract/common.ts';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';
import type { Blueprint } from '../../../contract/campaign-blueprint.ts';
import type { Campaign, CampaignVoucher } from '../../../contract/campaign.ts';
import type { Discount } from '../../../contract/discount.ts';
import type { LoyaltyTiersExpiration } from '../../../contract/loyalty-tiers-expiration.ts';
import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import type {
  ValidationRuleContext,
  ValidationRuleRules,
  ValidationRuleType,
} from '../../../contract/validation-rule.ts';
import type { ApplicableTo } from '../../../contract/applicable-to.ts';
import { assignableObjectTypes } from '../../../contract/validation-rule-assignment.ts';
import type { Webhook } from '../../../contract/webhook.ts';

/** A category's name is unique in its project: campaigns and vouchers name their category when they are set up. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    hierarchy: integer('hierarchy').notNull().default(0),
    stackingRulesType: text('stacking_rules_type', { enum: ['JOINT', 'EXCLUSIVE'] }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('categories_project_name').on(t.projectId, t.name)],
);

/** A template holds the blueprint of a campaign (settings plus the validation rules to copy). */
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    campaignType: text('campaign_type', { enum: ['DISCOUNT_COUPONS', 'GIFT_VOUCHERS'] }).notNull(),
    blueprint: json<Blueprint>('blueprint').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  // Paging by creation, and by id in byte order (`order=id`), so both keysets read an index.
  (t) => [
    index('campaign_templates_page_idx').on(t.projectId, t.createdAt, t.id),
    index('campaign_templates_id_order_idx').on(t.projectId, sql`${t.id} COLLATE "C"`),
  ],
);

export const validationRules = pgTable('validation_rules', {
  id: text('id').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id),
  name: text('name').notNull(),
  rules: json<ValidationRuleRules>('rules').notNull(),
  error: json<{ message?: string }>('error'),
  /** The products, SKUs and collections the discount applies to (see contract/applicable-to.ts). */
  applicableTo: json<ApplicableTo>('applicable_to'),
  type: text('type').$type<ValidationRuleType>().notNull().default('expression'),
  contextType: text('context_type').$type<ValidationRuleContext>().notNull().default('global'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at'),
});

export const validationRuleAssignments = pgTable(
  'validation_rule_assignments',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    ruleId: text('rule_id')
      .notNull()
      .references(() => validationRules.id),
    relatedObjectType: text('related_object_type', {
      enum: assignableObjectTypes,
    }).notNull(),
    relatedObjectId: text('related_object_id').notNull(),
    createdAt: createdAt(),
  },
  // One assignment of a rule per object: a second one would only check the same rule twice.
  (t) => [
    index('vra_related_idx').on(t.relatedObjectId),
    uniqueIndex('vra_rule_object_idx').on(t.ruleId, t.relatedObjectId),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    campaignType: text('campaign_type').$type<Campaign['campaign_type']>().notNull(),
    type: text('type').$type<Campaign['type']>().notNull(),
    voucher: json<CampaignVoucher>('voucher'),
    autoJoin: boolean('auto_join').notNull().default(false),
    joinOnce: boolean('join_once').notNull().default(false),
    useVoucherMetadataSchema: boolean('use_voucher_metadata_schema').notNull().default(false),
    validity: json<Validity>('validity').notNull().default({}),
    activityDurationAfterPublishing: text('activity_duration_after_publishing'),
    vouchersCount: integer('vouchers_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    metadata: json<Json>('metadata'),
    categoryId: text('category_id').references(() => categories.id),
    referralProgram: json<NonNullable<Campaign['referral_program']>>('referral_program'),
    /** A loyalty program's tier qualification and expiry settings, as sent; null for other campaigns. */
    loyaltyTiersExpiration: json<LoyaltyTiersExpiration>('loyalty_tiers_expiration'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    /** Soft deletion (the hosted service's bin): the campaign is listed nowhere, its codes stop, its name is free. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('campaigns_name_idx')
      .on(t.projectId, t.name)
      .where(sql`${t.deletedAt} IS NULL`),
    index('campaigns_created_idx').on(t.projectId, t.createdAt),
    // The command palette's name prefix search (store/repositories/search.ts).
    index('campaigns_name_search_idx')
      .on(t.projectId, sql`lower(${t.name}) COLLATE "C"`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id').references(() => campaigns.id),
    code: text('code').notNull(),
    type: text('type', { enum: ['DISCOUNT_VOUCHER', 'GIFT_VOUCHER', 'LOYALTY_CARD'] }).notNull(),
    discount: json<Discount>('discount'),
    giftAmount: bigint('gift_amount', { mode: 'number' }),
    giftBalance: bigint('gift_balance', { mode: 'number' }),
    loyaltyPoints: bigint('loyalty_points', { mode: 'number' }),
    loyaltyBalance: bigint('loyalty_balance', { mode: 'number' }),
    redemptionQuantity: integer('redemption_quantity'),
    redeemedQuantity: integer('redeemed_quantity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    validity: json<Validity>('validity').notNull().default({}),
    metadata: json<Json>('metadata'),
    additionalInfo: text('additional_info'),
    holderId: text('holder_id'),
    /** How many publications handed this code out (the voucher's `publish.count`). */
    publishCount: integer('publish_count').notNull().default(0),
    categoryId: text('category_id').references(() => categories.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    /** In the bin (or deleted for good): listed nowhere, and its code is a tombstone no request can name. */
    deletedAt: ts('deleted_at'),
    /** The unguessable name of the code's QR and barcode images (`/v1/assets/{qr,barcode}/{id}`), open to anyone. */
    assetId: text('asset_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.projectId, t.code),
    uniqueIndex('vouchers_asset_idx').on(t.assetId),
    index('vouchers_campaign_idx').on(t.campaignId, t.createdAt),
    // A customer's wallet pages their codes by id.
    index('vouchers_holder_idx').on(t.holderId, t.id),
    // The command palette's code and id prefix searches (store/repositories/search.ts).
    index('vouchers_code_search_idx').on(t.projectId, sql`lower(${t.code}) COLLATE "C"`),
    index('vouchers_id_search_idx').on(t.projectId, sql`${t.id} COLLATE "C"`),
    // The last line of defence against over-redemption; the redeem path also updates conditionally.
    check(
      'vouchers_redeemed_within_quantity',
      sql`redemption_quantity IS NULL OR redeemed_quantity <= redemption_quantity`,
    ),
    check('vouchers_gift_balance_nonnegative', sql`gift_balance IS NULL OR gift_balance >= 0`),
  ],
);

export const promotionTiers = pgTable(
  'promotion_tiers',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    name: text('name').notNull(),
    banner: text('banner'),
    action: json<PromotionTier['action']>('action').notNull(),
    hierarchy: integer('hierarchy').notNull(),
    active: boolean('active').notNull().default(true),
    validity: json<Validity>('validity').notNull().default({}),
    metadata: json<Json>('metadata').notNull().default({}),
    categoryId: text('category_id').references(() => categories.id),
    totalRedeemed: integer('total_redeemed').notNull().default(0),
    ordersTotalAmount: bigint('orders_total_amount', { mode: 'number' }).notNull().default(0),
    ordersTotalDiscountAmount: bigint('orders_total_discount_amount', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('promotion_tiers_campaign_idx').on(t.campaignId, t.hierarchy)],
);

export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    targetUrl: text('target_url').notNull(),
    events: json<Webhook['events']>('events').notNull(),
    active: boolean('active').notNull().default(true),
    /** Signs every delivery (HMAC-SHA256 of the body in `X-Voucherify-Signature`), so receivers can verify it. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_project_idx').on(t.projectId, t.createdAt)],
);
