/*
 * Creating, changing and deleting projects through the management API. A new project gets what every project needs
 * to work: its server-side and client-side key pairs (secrets shown once, in the answer), its creator as ADMIN when
 * a person creates it, and the users the request names. Deleting takes every row of the project with it, in one
 * transaction holding the project row, so nothing can join the project meanwhile; the demo project is the account's
 * sandbox, which (as hosted) cannot be deleted.
 */
import {
  projectCluster,
  type CreatedProject,
  type ProjectCreate,
  type ProjectUpdate,
} from '../../../contract/management-project.ts';
import { changedSettings } from '../../domain/project-settings.ts';
import { defaultCharset } from '../../domain/voucher-codes.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { insertMembership } from '../../store/repositories/people.ts';
import {
  deleteProjectRows,
  findProject,
  insertProject,
  lockProject,
  updateProject,
} from '../../store/repositories/projects.ts';
import { auditChange, type Acting } from '../acting.ts';
import { issueKey } from '../api-keys/keys.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';
import { addMemberIn } from '../team/team.ts';
import { presentProject } from './present.ts';

/** The hosted answer for a cluster the account cannot use: Promodesk runs one. */
const otherCluster = () =>
  new DomainFailure({
    kind: 'forbidden',
    key: 'forbidden',
    message: 'Forbidden',
    details: 'Project is bound to different region',
  });

export function createProject(db: Db, request: ProjectCreate, acting: Acting): Promise<CreatedProject> {
  if (request.cluster_id !== undefined && request.cluster_id !== projectCluster) throw otherCluster();
  return db.transaction(async (tx) => {
    const id = newId('proj_', 10);
    await insertProject(tx, {
      id,
      name: request.name,
      description: request.description ?? null,
      timezone: request.timezone,
      currency: request.currency,
      clientOrigins: [...new Set(request.client_trusted_domains ?? [])],
      settings: changedSettings(null, request),
      createdAt: acting.at,
    });
    // The creator manages the new project (and so may grant any role in it to the users named below).
    if (acting.actor.kind === 'person')
      await insertMembership(tx, { userId: acting.actor.userId, projectId: id, role: 'ADMIN', createdAt: acting.at });
    for (const user of request.users ?? []) await addMemberIn(tx, id, user, acting);
    const server = await issueKey(tx, id, 'app', acting.at);
    const client = await issueKey(tx, id, 'client', acting.at);
    await auditChange(tx, id, acting, {
      action: 'project.created',
      resourceType: 'project',
      resourceId: id,
      summary: `Created the project ${request.name}`,
    });
    return {
      ...presentProject((await findProject(tx, id))!),
      server_side_key: { app_id: server.id, app_token: server.secret },
      client_side_key: { app_id: client.id, app_token: client.secret },
    };
  });
}

/** Only the fields sent change; `description: null` clears it, trusted domains replace the allowed origins. */
export function changeProject(db: Db, projectId: string, change: ProjectUpdate, acting: Acting) {
  const charset = change.default_code_config?.charset;
  if (charset !== undefined && charset !== defaultCharset)
    throw invalidField(
      'default_code_config.charset',
      `Codes are drawn from ${defaultCharset} unless a campaign's code_config names its own charset: only that set is accepted`,
    );
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project) throw notFound('project', projectId);
    const row = await updateProject(tx, projectId, {
      ...(change.name !== undefined && { name: change.name }),
      ...(change.description !== undefined && { description: change.description }),
      ...(change.timezone !== undefined && { timezone: change.timezone }),
      ...(change.currency !== undefined && { currency: change.currency }),
      ...(change.client_trusted_domains !== undefined && {
        clientOrigins: [...new Set(change.client_trusted_domains)],
      }),
      settings: changedSettings(project.settings, change),
    });
    await auditChange(tx, projectId, acting, {
      action: 'project.updated',
      resourceType: 'project',
      resourceId: projectId,
      summary: `Changed the project ${row!.name}`,
    });
    return presentProject(row!);
  });
}

export function deleteProject(db: Db, projectId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project) throw notFound('project', projectId);
    if (project.demo)
      throw new DomainFailure({
        kind: 'forbidden',
        key: 'forbidden',
        message: 'Forbidden',
        details: 'The sandbox project cannot be deleted',
        resource_id: projectId,
        resource_type: 'project',
      });
    await deleteProjectRows(tx, projectId);
    // The project's own log goes with it: the deletion is the account's entry.
    await auditChange(tx, undefined, acting, {
      action: 'project.deleted',
      resourceType: 'project',
      resourceId: projectId,
      summary: `Deleted the project ${project.name} and everything in it`,
    });
  });
}
