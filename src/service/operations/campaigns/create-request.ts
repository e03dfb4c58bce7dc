import { voucherTypeOfCampaign, type CampaignCreate, type CampaignCreated } from '../../../contract/campaign-create.ts';
import type { CampaignVoucher } from '../../../contract/campaign.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import type { Acting } from '../acting.ts';
import { chosenCategoryId, existingRuleIds } from '../categories/chosen.ts';
import { invalidField } from '../failures.ts';
import { presentTiers } from '../promotions/present.ts';
import { addTiers } from '../promotions/tier-create.ts';
import { readCampaignTiers } from '../promotions/tiers.ts';
import { checkedWindow } from '../validity-window.ts';
import { addCampaignVoucher } from '../vouchers/create.ts';
import { assertNameFree, createCampaign } from './create.ts';
import { presentCampaigns } from './present.ts';
import { readCampaign } from './read.ts';

/** The settings every code of the campaign gets, as the campaign keeps them. */
function campaignVoucher(request: CampaignCreate): CampaignVoucher | null {
  const voucher = request.voucher;
  if (!voucher) return null;
  const common = {
    code_config: voucher.code_config ?? {},
    redemption: { quantity: voucher.redemption?.quantity ?? null },
    is_referral_code: request.campaign_type === 'REFERRAL_PROGRAM',
  };
  switch (voucher.type) {
    case 'DISCOUNT_VOUCHER':
      return { ...common, type: voucher.type, discount: voucher.discount };
    case 'GIFT_VOUCHER':
      return { ...common, type: voucher.type, gift: { ...voucher.gift, balance: voucher.gift.amount } };
    case 'LOYALTY_CARD':
      return { ...common, type: voucher.type, loyalty_card: voucher.loyalty_card };
  }
}

/** A referral program's settings, its reward's campaign checked and named (the engine credits its cards). */
async function referralProgram(tx: Executor, projectId: string, request: CampaignCreate) {
  if (!request.referral_program) return null;
  const { referee_reward: reward, ...program } = request.referral_program;
  if (!reward) return program;
  const source = await findCampaign(tx, projectId, reward.related_object_parent.id);
  const wanted = reward.type === 'LOYALTY_CARD' ? 'LOYALTY_PROGRAM' : 'GIFT_VOUCHERS';
  if (!source || source.deletedAt || source.campaignType !== wanted)
    throw invalidField(
      'referral_program.referee_reward.related_object_parent.id',
      `a ${reward.type} reward comes from a ${wanted} campaign of the project`,
    );
  return {
    ...program,
    referee_reward: {
      ...reward,
      related_object_parent: { id: source.id, name: source.name, object: 'CAMPAIGN' as const },
    },
  };
}

/**
 * POST /v1/campaigns: a campaign of any type without a template, in one transaction through the same creation as a
 * setup from a template; a promotion's tiers are added in it too, and answered with it.
 */
export function createCampaignFromRequest(
  db: Db,
  projectId: string,
  request: CampaignCreate,
  acting: Acting,
): Promise<CampaignCreated> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, projectId, request.name);
    const assignRuleIds = await existingRuleIds(tx, projectId, request.validation_rules);
    const categoryId = (await chosenCategoryId(tx, projectId, request)) ?? null;
    const {
      name,
      campaign_type: campaignType,
      start_date,
      expiration_date,
      validity_timeframe,
      validity_day_of_week,
      validity_hours,
    } = request;
    const { campaign, row } = await createCampaign(
      tx,
      projectId,
      {
        name,
        description: request.description ?? null,
        campaignType,
        type: request.type,
        voucher: campaignVoucher(request),
        autoJoin: request.auto_join ?? false,
        // The hosted service forces join_once for loyalty programs.
        joinOnce: campaignType === 'LOYALTY_PROGRAM' ? true : (request.join_once ?? false),
        // The hosted service checks codes' metadata against the project's voucher schema unless told not to.
        useVoucherMetadataSchema: request.use_voucher_metadata_schema ?? voucherTypeOfCampaign[campaignType] !== null,
        validity: checkedWindow({
          start_date,
          expiration_date,
          validity_timeframe,
          validity_day_of_week,
          validity_hours,
        }),
        activityDurationAfterPublishing: request.activity_duration_after_publishing ?? null,
        // A generic campaign's one code is added below, which counts it.
        vouchersCount: request.voucher?.code === undefined ? (request.vouchers_count ?? 0) : 0,
        // The hosted service answers no metadata for a campaign made without it.
        metadata: request.metadata ?? null,
        categoryId,
        referralProgram: await referralProgram(tx, projectId, request),
        loyaltyTiersExpiration: request.loyalty_tiers_expiration ?? null,
      },
      { rules: [], assignRuleIds, acting, summary: `Created the ${campaignType} campaign ${name}` },
    );
    const code = request.voucher?.code;
    // The code goes in as POST /v1/campaigns/{id}/vouchers/{code} adds it: a code taken in the project is a 409.
    if (code !== undefined) {
      await addCampaignVoucher(tx, projectId, campaign.id, {}, code, acting);
      const [counted] = presentCampaigns(await readCampaign(tx, projectId, campaign.id), acting.at);
      return counted!;
    }
    if (campaignType !== 'PROMOTION') return campaign;
    await addTiers(tx, projectId, row, request.promotion?.tiers ?? [], acting);
    const tiers = presentTiers(await readCampaignTiers(tx, projectId, campaign.id));
    return {
      ...campaign,
      promotion: { object: 'list', data_ref: 'tiers', tiers, total: tiers.length, has_more: false },
    };
  });
}
