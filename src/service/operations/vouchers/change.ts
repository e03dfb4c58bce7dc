import type { Voucher } from '../../../contract/voucher.ts';
import type { VoucherUpdate } from '../../../contract/voucher-write.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import type { Json } from '../../store/schema/columns.ts';
import { ensureCategoryNamed, findCategory } from '../../store/repositories/campaigns.ts';
import { lockVoucherByCode, updateVoucherRow } from '../../store/repositories/voucher-writes.ts';
import { tombstoneVoucher } from '../../store/repositories/trash-bin.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { moveToBin, type DeleteMode } from '../trash-bin/bin.ts';
import { checkedWindow } from '../validity-window.ts';
import { editChange, holdChange, type Held } from '../approvals/gate.ts';
import { presentVouchers } from './present.ts';
import { loadVouchers } from './read.ts';

/** The hosted 400 for a change a voucher cannot take. */
const invalidVoucher = (details: string) =>
  new DomainFailure({ kind: 'invalid', key: 'invalid_voucher', message: 'Invalid Voucher', details });

/**
 * PUT /v1/vouchers/{code}: changes what the official body allows, with the voucher's row locked so concurrent edits
 * apply one after the other. Balances change only through the balance endpoint; the type and a discount's type stay.
 */
export function updateVoucher(db: Db, projectId: string, code: string, request: VoucherUpdate, acting: Acting) {
  return changeVoucher(db, projectId, code, () => request, acting);
}

/** The bulk updates' change: the given metadata keys set on the voucher's, the others kept. */
export function updateVoucherMetadata(db: Db, projectId: string, code: string, metadata: Json, acting: Acting) {
  return changeVoucher(db, projectId, code, (row) => ({ metadata: { ...row.metadata, ...metadata } }), acting);
}

/** Applies the change `requestOf` makes from the voucher as it is, read with its row locked. */
function changeVoucher(
  db: Db,
  projectId: string,
  code: string,
  requestOf: (row: NonNullable<Awaited<ReturnType<typeof lockVoucherByCode>>>) => VoucherUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx): Promise<Voucher | Held> => {
    const row = await lockVoucherByCode(tx, projectId, code);
    if (!row) throw notFound('voucher', code);
    const request = requestOf(row);
    // Switching it on publishes; its discount, validity, category and metadata change what it gives and to whom.
    const gives = Object.keys(request).some((field) => field !== 'additional_info' && field !== 'active');
    const kinds = [...(request.active ? (['publish'] as const) : []), ...(gives ? (['discount'] as const) : [])];
    const held =
      kinds.length > 0 &&
      (await holdChange(tx, projectId, acting, kinds, async () =>
        editChange({
          operation: 'voucher.update',
          input: { code, request },
          resourceType: 'voucher',
          resourceId: row.id,
          summary: `Change the code ${row.code}`,
          before: presentVouchers(await loadVouchers(tx, [row]))[0]!,
          request,
          row: row,
        }),
      ));
    if (held) return held;
    if (request.type && request.type !== row.type)
      throw invalidVoucher(`It is not possible to change the type of the voucher ${code} (${row.type})`);
    if (request.discount && (row.type !== 'DISCOUNT_VOUCHER' || request.discount.type !== row.discount?.type))
      throw invalidVoucher('It is not possible to change Voucher discount type');

    let categoryId = row.categoryId;
    if (request.category)
      categoryId = (await ensureCategoryNamed(tx, projectId, request.category, () => newId('cat_'))).id;
    else if (request.category_id === null) categoryId = null;
    else if (request.category_id) {
      if (!(await findCategory(tx, projectId, request.category_id))) throw notFound('category', request.category_id);
      categoryId = request.category_id;
    }
    const updated = await updateVoucherRow(tx, row.id, {
      discount: request.discount ?? row.discount,
      categoryId,
      validity: checkedWindow(changedValidity(row.validity, request)),
      active: request.active ?? row.active,
      additionalInfo: request.additional_info === undefined ? row.additionalInfo : request.additional_info,
      metadata: request.metadata ?? row.metadata,
      updatedAt: acting.at,
    });
    const [voucher] = presentVouchers(await loadVouchers(tx, [updated]));
    await recordWebhookEvent(tx, projectId, 'voucher.updated', { voucher: voucher! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'voucher.updated',
      resourceType: 'voucher',
      resourceId: row.id,
      summary: `Changed ${Object.keys(request).join(', ') || 'nothing'} of the voucher ${code}`,
    });
    return voucher!;
  });
}

/**
 * DELETE /v1/vouchers/{code}: the voucher moves to the bin (its row stays, with its history and validation-rule
 * assignments, but it leaves every list and lookup and its code is free); `permanent` (`force=true`) is the same
 * without a bin entry. Redemptions and card transactions keep naming it, so history stays readable either way.
 */
export function deleteVoucher(db: Db, projectId: string, code: string, acting: Acting, mode: DeleteMode = 'bin') {
  return db.transaction(async (tx) => {
    const row = await lockVoucherByCode(tx, projectId, code);
    if (!row) throw notFound('voucher', code);
    const [voucher] = presentVouchers(await loadVouchers(tx, [row]));
    await tombstoneVoucher(tx, row, acting.at);
    if (mode === 'bin')
      await moveToBin(tx, projectId, acting, {
        type: 'voucher',
        id: row.id,
        name: code,
        parentId: row.campaignId,
        restore: { voucher: { code } },
      });
    await recordWebhookEvent(tx, projectId, 'voucher.deleted', { voucher: voucher! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'voucher.deleted',
      resourceType: 'voucher',
      resourceId: row.id,
      summary: mode === 'bin' ? `Moved the voucher ${code} to the bin` : `Deleted the voucher ${code} for good`,
    });
  });
}
