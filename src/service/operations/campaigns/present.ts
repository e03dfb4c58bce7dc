import type { Campaign, CampaignVoucher } from '../../../contract/campaign.ts';
import { campaignStatus } from '../../domain/campaign-status.ts';
import { defaultCharset, defaultLength } from '../../domain/voucher-codes.ts';
import type { CampaignRow } from '../../store/repositories/campaigns.ts';
import { iso, presentAssignmentList, presentCategory, presentValidity, relatedOf } from '../present-common.ts';
import type { Loaded } from '../related.ts';

/**
 * The official `Campaign.voucher.code_config` requires `length`, `charset` and `pattern`; like the hosted service,
 * a length-only config is shown with its `#` pattern and a pattern-only one with its `#` count and the default charset.
 */
function presentVoucher(voucher: CampaignVoucher): CampaignVoucher {
  const config = voucher.code_config;
  const length = config.pattern ? (config.pattern.match(/#/g) ?? []).length : (config.length ?? defaultLength);
  return {
    ...voucher,
    code_config: {
      ...config,
      length,
      charset: config.charset ?? defaultCharset,
      pattern: config.pattern ?? '#'.repeat(length),
    },
  };
}

/** Campaign rows with their categories and rule assignments, in the interface's campaign shape, as of `now`. */
export function presentCampaigns({ rows, related }: Loaded<CampaignRow>, now: Date): Campaign[] {
  return rows.map((row) => {
    const { category, assignments } = relatedOf(related, row);
    const voucher = row.voucher;
    return {
      id: row.id,
      name: row.name,
      description: row.description ?? undefined,
      campaign_type: row.campaignType,
      type: row.type,
      voucher: voucher ? presentVoucher(voucher) : undefined,
      is_referral_code: voucher?.is_referral_code,
      auto_join: row.autoJoin,
      join_once: row.joinOnce,
      use_voucher_metadata_schema: row.useVoucherMetadataSchema,
      ...presentValidity(row.validity),
      activity_duration_after_publishing: row.activityDurationAfterPublishing ?? undefined,
      vouchers_count: row.vouchersCount,
      active: row.active,
      metadata: row.metadata ?? undefined,
      created_at: iso(row.createdAt),
      updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
      category: category?.name,
      categories: category ? [presentCategory(category)] : [],
      creation_status: 'DONE',
      vouchers_generation_status: 'DONE',
      protected: false,
      referral_program: row.referralProgram ?? undefined,
      loyalty_tiers_expiration: row.loyaltyTiersExpiration ?? undefined,
      validation_rules_assignments: presentAssignmentList(assignments),
      object: 'campaign',
      category_id: row.categoryId,
      deleted: row.deletedAt !== null,
      deleted_at: row.deletedAt ? iso(row.deletedAt) : null,
      status: campaignStatus(row, now),
    };
  });
}
