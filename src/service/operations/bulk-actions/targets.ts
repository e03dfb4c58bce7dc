import type { BulkResource } from '../../../contract/bulk-action.ts';
import type { Db, Executor } from '../../store/db.ts';
import type { Json } from '../../store/schema/columns.ts';
import { lockVoucherByRef } from '../../store/repositories/bulk-actions.ts';
import { lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import { lockCustomerNamed } from '../../store/repositories/customers.ts';
import { findProduct } from '../../store/repositories/products.ts';
import type { Acting } from '../acting.ts';
import { iso } from '../present-common.ts';
import { deleteCampaign } from '../campaigns/delete.ts';
import { switchCampaign } from '../campaigns/switch.ts';
import { updateCampaignSettings } from '../campaigns/update.ts';
import { deleteCustomer, updateCustomer } from '../customers/change.ts';
import { changeProduct, removeProduct } from '../products/products.ts';
import { deleteVoucher, updateVoucher } from '../vouchers/change.ts';
import { switchVoucher } from '../vouchers/switch.ts';

/**
 * What a bulk action reads of an object: its id, the name its operations take, the fields it may touch, and its
 * export record (the list's export columns, as the file writes them).
 */
export type TargetState = {
  id: string;
  ref: string;
  active?: boolean;
  categoryId?: string | null;
  metadata: Record<string, unknown>;
  record: Json;
};

type Metadata = Record<string, unknown>;

/**
 * One list's objects as bulk actions see them: locked and read in the row's transaction, then changed only through
 * the operations the single-object routes call, so audit entries, webhooks and refusals are the same as one by one.
 * `setMetadata` gets the keys to set and to remove with the object as locked.
 */
export type BulkTarget = {
  type: string;
  lock: (db: Executor, projectId: string, ref: string) => Promise<TargetState | undefined>;
  remove: (db: Db, projectId: string, ref: string, acting: Acting) => Promise<unknown>;
  setMetadata: (
    db: Db,
    projectId: string,
    state: TargetState,
    set: Metadata,
    unset: string[],
    acting: Acting,
  ) => Promise<unknown>;
  switch?: (db: Db, projectId: string, ref: string, active: boolean, acting: Acting) => Promise<unknown>;
  setCategory?: (db: Db, projectId: string, ref: string, categoryId: string | null, acting: Acting) => Promise<unknown>;
};

/** Stored metadata as an object (a voucher's may be null). */
const metadataOf = (value: Json | null): Metadata =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** The whole metadata after setting and removing keys, built without a prototype so `__proto__` is a plain key. */
function replaced(current: Metadata, set: Metadata, unset: string[]) {
  const merged = Object.assign(Object.create(null) as Metadata, current, set);
  for (const key of unset) delete merged[key];
  return Object.fromEntries(Object.entries(merged));
}

/** An object its operations name by id, with no on/off or category (a product, a customer). */
const namedById = (row: { id: string; metadata: Json | null }, record: Json): TargetState => ({
  id: row.id,
  ref: row.id,
  metadata: metadataOf(row.metadata),
  record,
});

export const bulkTargets: Record<BulkResource, BulkTarget> = {
  campaigns: {
    type: 'campaign',
    lock: async (db, projectId, ref) => {
      const row = await lockLiveCampaign(db, projectId, ref);
      return (
        row && {
          id: row.id,
          ref: row.id,
          active: row.active,
          categoryId: row.categoryId,
          metadata: metadataOf(row.metadata),
          record: {
            id: row.id,
            name: row.name,
            type: row.campaignType,
            active: row.active,
            category_id: row.categoryId,
            start_date: row.validity.start_date ?? null,
            expiration_date: row.validity.expiration_date ?? null,
            created_at: iso(row.createdAt),
            metadata: row.metadata,
          },
        }
      );
    },
    remove: deleteCampaign,
    switch: switchCampaign,
    setMetadata: (db, projectId, state, set, unset, acting) =>
      updateCampaignSettings(db, projectId, state.ref, { metadata: set, unset_metadata_fields: unset }, acting),
    setCategory: (db, projectId, ref, categoryId, acting) =>
      updateCampaignSettings(db, projectId, ref, { category_id: categoryId }, acting),
  },
  vouchers: {
    type: 'voucher',
    lock: async (db, projectId, ref) => {
      const row = await lockVoucherByRef(db, projectId, ref);
      return (
        row && {
          id: row.id,
          ref: row.code,
          active: row.active,
          metadata: metadataOf(row.metadata),
          record: {
            id: row.id,
            code: row.code,
            campaign_id: row.campaignId,
            type: row.type,
            active: row.active,
            redeemed_quantity: row.redeemedQuantity,
            redemption_quantity: row.redemptionQuantity,
            holder_id: row.holderId,
            start_date: row.validity.start_date ?? null,
            expiration_date: row.validity.expiration_date ?? null,
            created_at: iso(row.createdAt),
            metadata: row.metadata,
          },
        }
      );
    },
    remove: deleteVoucher,
    switch: switchVoucher,
    setMetadata: (db, projectId, state, set, unset, acting) =>
      updateVoucher(db, projectId, state.ref, { metadata: replaced(state.metadata, set, unset) }, acting),
  },
  products: {
    type: 'product',
    lock: async (db, projectId, ref) => {
      const row = await findProduct(db, projectId, ref, true);
      return (
        row &&
        namedById(row, {
          id: row.id,
          source_id: row.sourceId,
          name: row.name,
          price: row.price,
          created_at: iso(row.createdAt),
          metadata: row.metadata,
        })
      );
    },
    remove: removeProduct,
    setMetadata: (db, projectId, state, set, unset, acting) =>
      changeProduct(db, projectId, state.ref, { metadata: replaced(state.metadata, set, unset) }, acting),
  },
  customers: {
    type: 'customer',
    lock: async (db, projectId, ref) => {
      const row = await lockCustomerNamed(db, projectId, ref);
      return (
        row &&
        namedById(row, {
          id: row.id,
          source_id: row.sourceId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          created_at: iso(row.createdAt),
          metadata: row.metadata,
        })
      );
    },
    remove: deleteCustomer,
    // A customer's metadata merges key by key (the official update): a removed key is set to null.
    setMetadata: (db, projectId, state, set, unset, acting) =>
      updateCustomer(
        db,
        projectId,
        state.ref,
        { metadata: Object.fromEntries([...unset.map((key) => [key, null]), ...Object.entries(set)]) },
        acting,
      ),
  },
};
