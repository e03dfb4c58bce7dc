import type { Campaign } from '../../../contract/campaign.ts';
import type { Db } from '../../store/db.ts';
import type { Acting } from '../acting.ts';
import { campaignToCopy } from './copy.ts';
import { assertNameFree, createCampaign } from './create.ts';

/**
 * Promodesk's own duplicate: a new campaign with the same settings, new copies of the rules, and as many new codes
 * as the original has vouchers (codes are unique in a project, so they are drawn again). It starts switched on.
 */
export function duplicateCampaign(
  db: Db,
  projectId: string,
  campaignId: string,
  name: string,
  acting: Acting,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const { campaign: source, rules, voucher } = await campaignToCopy(tx, projectId, campaignId);
    await assertNameFree(tx, projectId, name);
    const { campaign } = await createCampaign(
      tx,
      projectId,
      {
        name,
        description: source.description,
        campaignType: source.campaignType,
        type: source.type,
        voucher: { ...voucher, redemption: { quantity: voucher.redemption.quantity } },
        autoJoin: source.autoJoin,
        joinOnce: source.joinOnce,
        useVoucherMetadataSchema: source.useVoucherMetadataSchema,
        validity: source.validity,
        activityDurationAfterPublishing: source.activityDurationAfterPublishing,
        vouchersCount: source.vouchersCount,
        metadata: source.metadata,
        categoryId: source.categoryId,
      },
      { rules, acting, summary: `Duplicated ${source.name} as ${name}` },
    );
    return campaign;
  });
}
