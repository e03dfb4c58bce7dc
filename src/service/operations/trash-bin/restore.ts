import type { TrashBinItem } from '../../../contract/trash-bin.ts';
import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import type { Db, Executor, Tx } from '../../store/db.ts';
import { findCampaign, findCampaignByName } from '../../store/repositories/campaigns.ts';
import { findProduct, findSku, insertProduct, insertSku } from '../../store/repositories/products.ts';
import {
  deleteBinEntry,
  findBinEntryOf,
  lockBinEntry,
  reviveCampaign,
  reviveVoucher,
  type BinEntryRow,
} from '../../store/repositories/trash-bin.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import type { StoredRow } from '../../store/schema/trash-bin.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { auditChange, type Acting } from '../acting.ts';
import { campaignEnableChange } from '../approvals/changes.ts';
import { needsApproval, requestApproval } from '../approvals/gate.ts';
import { DomainFailure, duplicate, notFound } from '../failures.ts';
import { presentBinEntry } from './present.ts';

/** A restore the project's present state does not allow; nothing changes. */
const refused = (entry: BinEntryRow, details: string) =>
  new DomainFailure({
    kind: 'conflict',
    key: 'restore_refused',
    message: 'The bin entry cannot be restored',
    details,
    resource_id: entry.id,
    resource_type: 'trash_bin_entry',
  });

const taken = (entry: BinEntryRow, what: string) =>
  duplicate(
    entry.resourceType,
    entry.resourceId,
    `${what} has been taken since the ${entry.resourceType} was deleted; rename or delete that one, then restore`,
  );

const takenWords: Record<BinResourceType, string> = {
  campaign: 'name',
  voucher: 'code',
  product: 'source_id or one of its SKUs',
  sku: 'source_id',
};

/** A stored row's dates as dates again. */
const withDates = <T extends { createdAt: string; updatedAt: string | null }>(row: T) => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt),
});

/**
 * Promodesk's restore: the object comes back as it was deleted (its codes, rules and validation-rule assignments,
 * category and metadata; a campaign with its vouchers, a product with its SKUs), under its id. Refused in words when
 * its name, code or source id was taken since, or an SKU's product is no longer there; a refusal changes nothing.
 * The entry is locked first, so two restores (or a restore and a permanent delete) of it happen one after the other:
 * the second finds no entry. No webhook: the official events have no `*.restored`.
 */
export function restoreBinEntry(db: Db, projectId: string, binEntryId: string, acting: Acting) {
  return db.transaction(async (tx): Promise<TrashBinItem> => {
    const entry = await lockBinEntry(tx, projectId, binEntryId);
    if (!entry) throw notFound('trash_bin_entry', binEntryId);
    // A create committed between the checks and the insert takes the code, name or source id first.
    await bringBack(tx, projectId, entry, acting).catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken(entry, `Its ${takenWords[entry.resourceType]}`) : error;
    });
    await deleteBinEntry(tx, entry.id);
    await auditChange(tx, projectId, acting, {
      action: `${entry.resourceType}.restored`,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      summary: `Restored the ${entry.resourceType} ${entry.resourceName} from the bin`,
    });
    return presentBinEntry(entry);
  });
}

async function bringBack(tx: Tx, projectId: string, entry: BinEntryRow, acting: Acting) {
  const { at } = acting;
  const restore = entry.restore;
  if ('campaign' in restore) {
    const campaign = await findCampaign(tx, projectId, entry.resourceId);
    if (!campaign) throw notFound('campaign', entry.resourceId);
    const namesake = await findCampaignByName(tx, projectId, campaign.name);
    if (namesake) throw taken(entry, `The campaign name ${campaign.name}`);
    // An active campaign comes back switched off for a person whose role needs approval to publish, the switch held.
    const held = restore.campaign.active && (await needsApproval(tx, projectId, acting, 'publish'));
    await reviveCampaign(tx, campaign.id, restore.campaign.active && !held, at);
    if (held)
      await requestApproval(tx, projectId, acting, 'publish', await campaignEnableChange(tx, projectId, campaign.id));
  } else if ('voucher' in restore) {
    if (await findVoucherByCode(tx, projectId, restore.voucher.code))
      throw taken(entry, `The code ${restore.voucher.code}`);
    await reviveVoucher(tx, entry.resourceId, restore.voucher.code, at);
  } else if ('product' in restore) {
    await checkSourceFree(tx, projectId, entry, restore.product, 'product');
    for (const sku of restore.skus) await checkSourceFree(tx, projectId, entry, sku, 'SKU');
    await insertProduct(tx, withDates(restore.product));
    for (const sku of restore.skus) await insertSku(tx, withDates(sku));
  } else {
    const product = await findProduct(tx, projectId, restore.sku.productId);
    if (!product)
      throw refused(entry, `The product ${restore.sku.productId} of the SKU is not there (restore it first)`);
    await checkSourceFree(tx, projectId, entry, restore.sku, 'SKU');
    await insertSku(tx, withDates(restore.sku));
  }
}

async function checkSourceFree(
  tx: Tx,
  projectId: string,
  entry: BinEntryRow,
  row: StoredRow<{ sourceId: string | null }>,
  kind: 'product' | 'SKU',
) {
  if (row.sourceId === null) return;
  const holder =
    kind === 'product' ? await findProduct(tx, projectId, row.sourceId) : await findSku(tx, projectId, row.sourceId);
  if (holder) throw taken(entry, `The ${kind} source_id ${row.sourceId}`);
}

/** The bin entry of a binned resource, or undefined when it is not in the bin (an undo of a delete starts here). */
export async function binEntryOf(tx: Executor, projectId: string, resourceType: BinResourceType, resourceId: string) {
  const row = await findBinEntryOf(tx, projectId, resourceType, resourceId);
  return row && presentBinEntry(row);
}
