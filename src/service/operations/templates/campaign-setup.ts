import type { CampaignSetup, CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignVoucher } from '../../../contract/campaign.ts';
import { voucherTypeOfCampaign } from '../../../contract/campaign-create.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { ensureCategoryNamed, findCategory } from '../../store/repositories/campaigns.ts';
import { findTemplate } from '../../store/repositories/templates.ts';
import type { Acting } from '../acting.ts';
import { assertNameFree, createCampaign } from '../campaigns/create.ts';
import { invalidField, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';

/**
 * Template settings overridden by the request: code config and redemption quantity merge field by field; a discount
 * of the template's type keeps what the request leaves out (its effect, its limit).
 */
function mergeVoucher(base: CampaignVoucher, override: CampaignSetupRequest['voucher']): CampaignVoucher {
  const code_config = { ...base.code_config, ...override?.code_config };
  // A pattern decides the whole code, so a pattern from the template must not outlive an explicit length.
  if (override?.code_config?.length !== undefined && override.code_config.pattern === undefined)
    delete code_config.pattern;
  const quantity = override?.redemption?.quantity;
  const merged: CampaignVoucher = {
    ...base,
    code_config,
    redemption: { quantity: quantity === undefined ? base.redemption.quantity : quantity },
  };
  if (override?.discount) {
    if (base.type !== 'DISCOUNT_VOUCHER')
      throw invalidField('voucher.discount', 'this template makes gift vouchers; change voucher.gift.amount instead');
    merged.discount =
      base.discount?.type === override.discount.type ? { ...base.discount, ...override.discount } : override.discount;
  }
  if (override?.gift) {
    if (base.type !== 'GIFT_VOUCHER' || !base.gift)
      throw invalidField('voucher.gift', 'this template makes discount vouchers; change voucher.discount instead');
    merged.gift = { ...base.gift, amount: override.gift.amount, balance: override.gift.amount };
  }
  return merged;
}

/** Creates a campaign from a template and the template's resources, in one transaction of its own. */
export const setUpCampaignFromTemplate = (
  db: Db,
  projectId: string,
  templateId: string,
  request: CampaignSetupRequest,
  acting: Acting,
) => db.transaction((tx) => setUpCampaign(tx, projectId, templateId, request, acting));

/** Creates a campaign from a template and the template's resources, in the caller's transaction (a preview's). */
export async function setUpCampaign(
  tx: Executor,
  projectId: string,
  templateId: string,
  request: CampaignSetupRequest,
  acting: Acting,
  /** Vouchers issued now, at most: a preview draws a few; the code space is checked for the whole count. */
  options: { vouchersAtMost?: number } = {},
): Promise<CampaignSetup> {
  const template = await findTemplate(tx, projectId, templateId);
  if (!template) throw notFound('campaign_template', templateId);
  await assertNameFree(tx, projectId, request.name);

  const blueprint = template.blueprint;
  const { name, voucher: voucherOverride, category, category_id, access_settings: _ignored, ...overrides } = request;
  const settings = { ...blueprint.campaign, ...overrides };
  const voucher = mergeVoucher(blueprint.campaign.voucher, voucherOverride);
  const validity = checkedWindow(changedValidity(blueprint.campaign, overrides));

  const categoryName = category ?? (category_id ? undefined : blueprint.campaign.category);
  const categoryRow = category_id
    ? await findCategory(tx, projectId, category_id)
    : categoryName
      ? await ensureCategoryNamed(tx, projectId, categoryName, () => newId('cat_'))
      : undefined;
  if (category_id && !categoryRow) throw notFound('category', category_id);

  const { campaign, ruleIds } = await createCampaign(
    tx,
    projectId,
    {
      name,
      description: settings.description ?? template.description,
      campaignType: settings.campaign_type,
      type: settings.type ?? 'AUTO_UPDATE',
      voucher,
      autoJoin: settings.auto_join ?? false,
      // The hosted service forces join_once for loyalty programs.
      joinOnce: settings.campaign_type === 'LOYALTY_PROGRAM' ? true : (settings.join_once ?? false),
      useVoucherMetadataSchema:
        settings.use_voucher_metadata_schema ?? voucherTypeOfCampaign[settings.campaign_type] !== null,
      validity,
      activityDurationAfterPublishing: settings.activity_duration_after_publishing ?? null,
      vouchersCount: settings.vouchers_count ?? 0,
      metadata: settings.metadata ?? {},
      categoryId: categoryRow?.id ?? null,
    },
    {
      rules: blueprint.validation_rules,
      acting,
      summary: `Created ${name} from the template ${template.name}`,
      vouchersAtMost: options.vouchersAtMost,
    },
  );
  return {
    created_resources: ruleIds.map((id) => ({ id, object: 'validation_rules' as const })),
    campaign,
    object: 'campaign_setup',
  };
}
