import { permissionWords } from '../../../contract/access.ts';
import type { CampaignTemplate, TemplateCopy } from '../../../contract/campaign-template.ts';
import { permissionsOf } from '../../domain/permissions.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import { findProject, lockProject } from '../../store/repositories/projects.ts';
import { findTemplate, findTemplateNamed, insertTemplates } from '../../store/repositories/templates.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, duplicate, notFound } from '../failures.ts';
import { presentTemplate } from './present.ts';

/** A person copies into a project only where they may write campaigns (the route checked the source's reading). */
async function mayWriteIn(tx: Executor, acting: Acting, projectId: string) {
  if (acting.actor.kind !== 'person') return;
  const membership = (await membershipsOf(tx, acting.actor.userId)).find((m) => m.projectId === projectId);
  if (membership && permissionsOf(membership.role, membership.customRolePermissions).includes('campaigns:write'))
    return;
  throw new DomainFailure({
    kind: 'forbidden',
    key: 'missing_permission',
    message: 'Forbidden',
    details: `You cannot ${permissionWords['campaigns:write']} in the project ${projectId} (campaigns:write)`,
    resource_id: 'campaigns:write',
    resource_type: 'permission',
  });
}

/**
 * Copies a template into another project (or the same one) under a new name: the blueprint goes as it is, so the
 * rules, category and settings it names are made in the destination only when a campaign is set up from the copy,
 * as hosted. Template names are unique per destination (a taken one is a 409); the destination's row is held while
 * the name is checked (not against rows joining it meanwhile), so two copies under one name cannot both pass.
 */
export function copyTemplate(
  db: Db,
  projectId: string,
  templateId: string,
  request: TemplateCopy,
  acting: Acting,
): Promise<CampaignTemplate> {
  return db.transaction(async (tx) => {
    const source = await findProject(tx, projectId);
    if (!source) throw notFound('project', projectId);
    const template = await findTemplate(tx, projectId, templateId);
    if (!template) throw notFound('campaign_template', templateId);
    const destination = await lockProject(tx, request.destination_project_id, 'no key update');
    if (!destination) throw notFound('project', request.destination_project_id);
    await mayWriteIn(tx, acting, destination.id);
    if (await findTemplateNamed(tx, destination.id, request.name))
      throw duplicate(
        'campaign_template',
        request.name,
        `Duplicated campaign_template exists with name ${request.name}`,
      );
    const [row] = await insertTemplates(tx, [
      {
        id: newId('camp_tpl_'),
        projectId: destination.id,
        name: request.name,
        description: request.description === undefined ? template.description : request.description,
        campaignType: template.campaignType,
        blueprint: template.blueprint,
        createdAt: acting.at,
      },
    ]);
    await auditChange(tx, destination.id, acting, {
      action: 'template.created',
      resourceType: 'campaign_template',
      resourceId: row!.id,
      summary: `Copied the template ${template.name} of the project ${source.name} as ${request.name}`,
    });
    return presentTemplate(row!);
  });
}
