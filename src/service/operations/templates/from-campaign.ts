import type { CampaignTemplate } from '../../../contract/campaign-template.ts';
import type { templateFromCampaignSchema } from '../../../contract/campaign.ts';
import type { z } from 'zod';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { findCategory } from '../../store/repositories/campaigns.ts';
import { insertTemplates } from '../../store/repositories/templates.ts';
import { auditChange, type Acting } from '../acting.ts';
import { campaignToCopy } from '../campaigns/copy.ts';
import { presentTemplate } from './present.ts';

/**
 * Saves a campaign's settings and the content of its rules as a new template (POST /v1/templates/campaigns), so
 * templates are not only seed data: a campaign set up from it starts where this one is now.
 */
export function saveCampaignAsTemplate(
  db: Db,
  projectId: string,
  request: z.infer<typeof templateFromCampaignSchema>,
  acting: Acting,
): Promise<CampaignTemplate> {
  return db.transaction(async (tx) => {
    const { campaign, campaignType, rules, voucher } = await campaignToCopy(tx, projectId, request.campaign_id);
    const category = campaign.categoryId ? await findCategory(tx, projectId, campaign.categoryId) : undefined;
    const [row] = await insertTemplates(tx, [
      {
        id: newId('camp_tpl_'),
        projectId,
        name: request.name,
        description: request.description ?? campaign.description,
        campaignType,
        blueprint: {
          campaign: {
            campaign_type: campaignType,
            type: campaign.type,
            description: campaign.description ?? undefined,
            join_once: campaign.joinOnce,
            auto_join: campaign.autoJoin,
            use_voucher_metadata_schema: campaign.useVoucherMetadataSchema,
            vouchers_count: campaign.vouchersCount,
            ...campaign.validity,
            activity_duration_after_publishing: campaign.activityDurationAfterPublishing ?? undefined,
            category: category?.name,
            metadata: campaign.metadata ?? {},
            voucher: { ...voucher, redemption: { quantity: voucher.redemption.quantity } },
          },
          validation_rules: rules,
        },
        createdAt: acting.at,
      },
    ]);
    await auditChange(tx, projectId, acting, {
      action: 'template.created',
      resourceType: 'campaign_template',
      resourceId: row!.id,
      summary: `Saved the campaign ${campaign.name} as the template ${request.name}`,
    });
    return presentTemplate(row!);
  });
}
