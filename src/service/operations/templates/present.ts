import type { TemplateRow } from '../../store/repositories/templates.ts';
import { compact, iso } from '../present-common.ts';

export const presentTemplate = (row: TemplateRow) =>
  compact({
    id: row.id,
    name: row.name,
    description: row.description,
    campaign_type: row.campaignType,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
    object: 'campaign_template' as const,
  });
