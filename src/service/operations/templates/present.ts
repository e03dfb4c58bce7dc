import type { CampaignTemplate } from '../../../contract/campaign-template.ts';
import type { TemplateRow } from '../../store/repositories/templates.ts';
import { iso } from '../present-common.ts';

export const presentTemplate = (row: TemplateRow): CampaignTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description ?? undefined,
  campaign_type: row.campaignType,
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
  object: 'campaign_template',
});
