import { liveCampaignIdOf, readLiveCampaign } from '../campaigns/read.ts';
import type { CampaignVoucher } from '../../../contract/campaign.ts';
import type { Voucher } from '../../../contract/voucher.ts';
import type { CampaignVoucherCreate, CampaignVoucherGenerate, VoucherCreate } from '../../../contract/voucher-write.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  addToVouchersCount,
  ensureCategoryNamed,
  findCategory,
  lockLiveCampaign,
  type CampaignRow,
} from '../../store/repositories/campaigns.ts';
import {
  findVoucherByCode,
  insertVouchersSkippingTakenCodes,
  type SharedVoucherFields,
} from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { voucherEnableChange } from '../approvals/changes.ts';
import { needsApproval, requestApproval } from '../approvals/gate.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import { generateVouchers, voucherSettingsColumns } from './generate.ts';
import { presentVouchers } from './present.ts';
import { loadVouchers } from './read.ts';

/*
 * Creating single vouchers: standalone (no campaign), into a campaign named by the body, or into a campaign by its
 * path. A given code is inserted with the generator's insert (ON CONFLICT DO NOTHING), so two requests for one code
 * race on the unique index and the loser gets the hosted 409; a drawn code comes from the campaign generator.
 */

type Settings = CampaignVoucherCreate & { active?: boolean | undefined };

/** A campaign by id or, as the hosted paths allow, by name; locked so a delete waits (or came first: 404). */
async function lockCampaign(tx: Executor, projectId: string, idOrName: string) {
  const row = await lockLiveCampaign(tx, projectId, await liveCampaignIdOf(tx, projectId, idOrName));
  if (!row) throw notFound('campaign', idOrName);
  return row;
}

async function categoryIdOf(tx: Executor, projectId: string, request: Settings, fallback: string | null) {
  if (request.category) return (await ensureCategoryNamed(tx, projectId, request.category, () => newId('cat_'))).id;
  if (!request.category_id) return fallback;
  if (!(await findCategory(tx, projectId, request.category_id))) throw notFound('category', request.category_id);
  return request.category_id;
}

/** The columns a request sets beyond the voucher settings: validity, metadata, notes, on or off. */
function requestColumns(request: Settings & Partial<VoucherCreate>) {
  return {
    validity: checkedWindow(changedValidity({}, request)),
    metadata: request.metadata ?? {},
    additionalInfo: request.additional_info ?? null,
    active: request.active ?? true,
  } satisfies Partial<SharedVoucherFields>;
}

/** Inserts one voucher (the given code, or one drawn from `codeConfig`), counts it in its campaign, audits it. */
async function insertOne(
  tx: Executor,
  projectId: string,
  target: { campaign: CampaignRow | undefined; voucher: CampaignVoucher; categoryId: string | null },
  code: string | undefined,
  fields: Partial<SharedVoucherFields> & Pick<SharedVoucherFields, 'type'>,
  acting: Acting,
): Promise<Voucher> {
  const { campaign, voucher, categoryId } = target;
  // A person whose role needs approval to publish makes the code switched off, with switching it on held.
  const held = fields.active !== false && (await needsApproval(tx, projectId, acting, 'publish'));
  const columns = held ? { ...fields, active: false } : fields;
  let issued = code;
  if (code) {
    const shared = { projectId, campaignId: campaign?.id ?? null, categoryId, createdAt: acting.at, ...columns };
    const [taken] = await insertVouchersSkippingTakenCodes(tx, shared, [{ id: newId('v_'), code }]);
    if (taken) throw duplicate('voucher', code, `Duplicated voucher exists with id ${code}`);
  } else {
    [issued] = await generateVouchers(tx, {
      projectId,
      campaignId: campaign?.id ?? null,
      voucher,
      count: 1,
      at: acting.at,
      categoryId,
      fields: columns,
    });
  }
  if (campaign) await addToVouchersCount(tx, campaign.id, 1, acting.at);
  const [created] = presentVouchers(await loadVouchers(tx, [(await findVoucherByCode(tx, projectId, issued!))!]));
  await recordWebhookEvent(tx, projectId, 'voucher.created', { voucher: created! }, acting.at);
  await auditChange(tx, projectId, acting, {
    action: 'voucher.created',
    resourceType: 'voucher',
    resourceId: created!.id,
    summary: `Created the voucher ${created!.code}${campaign ? ` in the campaign ${campaign.name}` : ''}`,
  });
  if (held)
    await requestApproval(tx, projectId, acting, 'publish', await voucherEnableChange(tx, projectId, created!.code));
  return created!;
}

/**
 * POST /v1/vouchers and /v1/vouchers/{code}: a voucher of the body's type, standalone unless `campaign` or
 * `campaign_id` names a campaign whose vouchers are of that type. A loyalty card needs its campaign, as hosted.
 */
export function createVoucher(
  db: Db,
  projectId: string,
  request: VoucherCreate,
  code: string | undefined,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const campaignRef = request.campaign_id ?? request.campaign;
    if (request.type === 'LOYALTY_CARD' && !campaignRef)
      throw invalidField('campaign', 'a loyalty card is created in its loyalty campaign: send campaign or campaign_id');
    const campaign = campaignRef ? await lockCampaign(tx, projectId, campaignRef) : undefined;
    if (campaign && campaign.voucher?.type !== request.type)
      throw invalidField(
        request.campaign_id ? 'campaign_id' : 'campaign',
        `the campaign ${campaign.name} holds ${campaign.voucher?.type ?? 'no'} vouchers, not ${request.type}`,
      );
    const voucher: CampaignVoucher = {
      type: request.type,
      discount: request.type === 'DISCOUNT_VOUCHER' ? request.discount : undefined,
      gift: request.type === 'GIFT_VOUCHER' ? { ...request.gift, balance: request.gift.amount } : undefined,
      loyalty_card: request.type === 'LOYALTY_CARD' ? request.loyalty_card : undefined,
      redemption: { quantity: request.redemption?.quantity ?? null },
      code_config: request.code_config ?? campaign?.voucher?.code_config ?? {},
      is_referral_code: false,
    };
    const categoryId = await categoryIdOf(tx, projectId, request, campaign?.categoryId ?? null);
    const fields = { ...requestColumns(request), ...voucherSettingsColumns(voucher) };
    return insertOne(tx, projectId, { campaign, voucher, categoryId }, code ?? request.code, fields, acting);
  });
}

/**
 * POST /v1/campaigns/{campaignId}/vouchers[/{code}]: one voucher with the campaign's voucher settings (type,
 * discount, gift amount, points, quantity, category), a few of them overridden by the body.
 */
/**
 * The campaign `count` generated codes go into, checked before their job is queued: a live campaign that issues codes,
 * and no one code given for them all.
 */
export async function campaignToGenerateInto(
  db: Executor,
  projectId: string,
  campaignRef: string,
  request: CampaignVoucherGenerate,
) {
  const campaign = await readLiveCampaign(db, projectId, campaignRef);
  if (!campaign.voucher)
    throw invalidField('campaignId', `the campaign ${campaign.name} is a ${campaign.campaignType} without codes`);
  if (request.code) throw invalidField('code', 'One code cannot be given to several vouchers; leave it out');
  return campaign;
}

export function addCampaignVoucher(
  db: Db,
  projectId: string,
  campaignRef: string,
  request: CampaignVoucherGenerate,
  code: string | undefined,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, projectId, campaignRef);
    if (!campaign.voucher)
      throw invalidField('campaignId', `the campaign ${campaign.name} is a ${campaign.campaignType} without codes`);
    const voucher: CampaignVoucher = {
      ...campaign.voucher,
      code_config: request.code_config ?? campaign.voucher.code_config,
      redemption: {
        quantity:
          request.redemption?.quantity === undefined
            ? campaign.voucher.redemption.quantity
            : request.redemption.quantity,
      },
    };
    const categoryId = await categoryIdOf(tx, projectId, request, campaign.categoryId);
    const fields = { ...requestColumns(request), ...voucherSettingsColumns(voucher) };
    return insertOne(tx, projectId, { campaign, voucher, categoryId }, code ?? request.code, fields, acting);
  });
}
