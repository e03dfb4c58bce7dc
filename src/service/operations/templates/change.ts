import type { CampaignTemplate, TemplateUpdate } from '../../../contract/campaign-template.ts';
import type { Db } from '../../store/db.ts';
import {
  deleteTemplate,
  findOtherTemplateNamed,
  lockTemplate,
  lockTemplateName,
  updateTemplate,
} from '../../store/repositories/templates.ts';
import { auditChange, type Acting } from '../acting.ts';
import { duplicate, notFound } from '../failures.ts';
import { presentTemplate } from './present.ts';

/**
 * PUT /v1/templates/campaigns/{id}: a new name or description; the blueprint stays. A name another template of the
 * project holds is the hosted 409; renames to one name take turns on its lock, so two cannot both take it.
 */
export function changeTemplate(
  db: Db,
  projectId: string,
  templateId: string,
  request: TemplateUpdate,
  acting: Acting,
): Promise<CampaignTemplate> {
  return db.transaction(async (tx) => {
    const current = await lockTemplate(tx, projectId, templateId);
    if (!current) throw notFound('campaign_template', templateId);
    const { name, description } = request;
    if (name !== undefined && name !== current.name) {
      await lockTemplateName(tx, projectId, name);
      if (await findOtherTemplateNamed(tx, projectId, name, templateId))
        throw duplicate('campaign_template', name, `Duplicated campaign_template exists with name ${name}`);
    }
    const row = await updateTemplate(tx, templateId, { name, description, updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: 'template.updated',
      resourceType: 'campaign_template',
      resourceId: templateId,
      summary:
        row.name === current.name
          ? `Changed the template ${row.name}`
          : `Renamed the template ${current.name} to ${row.name}`,
    });
    return presentTemplate(row);
  });
}

/** DELETE /v1/templates/campaigns/{id}: gone for good, as hosted; campaigns set up from it keep their copies. */
export function removeTemplate(db: Db, projectId: string, templateId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockTemplate(tx, projectId, templateId);
    if (!current) throw notFound('campaign_template', templateId);
    await deleteTemplate(tx, templateId);
    await auditChange(tx, projectId, acting, {
      action: 'template.deleted',
      resourceType: 'campaign_template',
      resourceId: templateId,
      summary: `Deleted the template ${current.name}`,
    });
  });
}
