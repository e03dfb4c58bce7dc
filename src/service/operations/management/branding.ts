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
import type { Acting } from '../acting.ts';
import { DomainFailure } from '../failures.ts';
import { projectScopedResource } from './project-scoped-resource.ts';

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

const brandings = projectScopedResource({
  notFoundType: resourceType,
  auditAction: 'branding',
  auditType: resourceType,
  named: (row: BrandingRow) => `the brand details of ${row.brand.name}`,
  list: async (db, projectId) => {
    const row = await findBranding(db, projectId);
    return row ? [row] : [];
  },
  find: findBranding,
  delete: deleteBranding,
  present,
});

export const readBrandings = (db: Executor, projectId: string): Promise<BrandingList> => brandings.list(db, projectId);

export const readBranding = brandings.read;

export const createBranding = (db: Db, projectId: string, request: BrandingCreate, acting: Acting) =>
  brandings.create(db, projectId, acting, async (tx) => {
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
    return row;
  });

export const changeBranding = (db: Db, projectId: string, id: string, request: BrandingUpdate, acting: Acting) =>
  brandings.change(db, projectId, id, acting, (tx, current) => {
    const merged = storedParts({
      brand: { ...current.brand, ...request.brand },
      address: { ...current.address, ...request.address },
      contact: { ...current.contact, ...request.contact },
    });
    return updateBranding(tx, id, { ...merged, updatedAt: acting.at });
  });

export const removeBranding = brandings.remove;
