/*
 * A project's brand details: one at most (a second creation is the hosted 409 `branding_exist`, which the unique
 * project decides between concurrent requests). Changing them replaces the fields sent; deleting removes them.
 */
import {
  defaultPermissionReminder,
  type Branding,
  type BrandingCreate,
  type BrandingList,
  type BrandingUpdate,
} from '../../../contract/branding.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  deleteBranding,
  findBranding,
  insertBranding,
  updateBranding,
  type BrandingRow,
} from '../../store/repositories/brandings.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { readProject } from './projects.ts';

const resourceType = 'branding_details';

const present = (row: BrandingRow): Branding => ({
  id: row.id,
  brand: row.brand,
  address: row.address,
  contact: row.contact,
});

/** The stored parts from a complete request: what it leaves out or sends as null has no value (or the default). */
function storedParts({ brand, address, contact }: BrandingCreate): Pick<BrandingRow, 'brand' | 'address' | 'contact'> {
  return {
    brand: {
      name: brand.name,
      privacy_policy_url: brand.privacy_policy_url ?? null,
      terms_of_use_url: brand.terms_of_use_url ?? null,
      permission_reminder: brand.permission_reminder || defaultPermissionReminder,
      website_url: brand.website_url ?? null,
    },
    address: { ...address, state: address.state ?? null },
    contact: { email: contact.email, phone: contact.phone ?? null },
  };
}

export async function readBrandings(db: Executor, projectId: string): Promise<BrandingList> {
  await readProject(db, projectId);
  const row = await findBranding(db, projectId);
  const data = row ? [present(row)] : [];
  return { object: 'list', data_ref: 'data', data, total: data.length };
}

async function existing(db: Executor, projectId: string, id: string) {
  await readProject(db, projectId);
  const row = await findBranding(db, projectId, id);
  if (!row) throw notFound(resourceType, id);
  return row;
}

export const readBranding = async (db: Executor, projectId: string, id: string) =>
  present(await existing(db, projectId, id));

export function createBranding(db: Db, projectId: string, request: BrandingCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const row = await insertBranding(tx, {
      id: newId('brd_', 18),
      projectId,
      ...storedParts(request),
      createdAt: acting.at,
    });
    if (!row)
      throw new DomainFailure({
        kind: 'conflict',
        key: 'branding_exist',
        message: 'Branding exist',
        details: 'Cannot exist more than one branding for given project',
      });
    await auditChange(tx, projectId, acting, {
      action: 'branding.created',
      resourceType,
      resourceId: row.id,
      summary: `Created the brand details of ${row.brand.name}`,
    });
    return present(row);
  });
}

export function changeBranding(db: Db, projectId: string, id: string, request: BrandingUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await existing(tx, projectId, id);
    const merged = storedParts({
      brand: { ...current.brand, ...request.brand },
      address: { ...current.address, ...request.address },
      contact: { ...current.contact, ...request.contact },
    });
    const row = await updateBranding(tx, id, { ...merged, updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: 'branding.updated',
      resourceType,
      resourceId: id,
      summary: `Changed the brand details of ${row.brand.name}`,
    });
    return present(row);
  });
}

export function removeBranding(db: Db, projectId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await existing(tx, projectId, id);
    await deleteBranding(tx, id);
    await auditChange(tx, projectId, acting, {
      action: 'branding.deleted',
      resourceType,
      resourceId: id,
      summary: `Deleted the brand details of ${current.brand.name}`,
    });
  });
}
