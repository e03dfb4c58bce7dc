import type { Voucher } from '../../../contract/voucher.ts';
import type { VoucherUpdate } from '../../../contract/voucher-write.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import type { Json } from '../../store/schema/columns.ts';
import { ensureCategoryNamed, findCategory } from '../../store/repositories/campaigns.ts';
import {
  deleteVoucherRow,
  lockVoucherByCode,
  updateVoucherRow,
  voucherHistory,
} from '../../store/repositories/voucher-writes.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';
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
  return db.transaction(async (tx): Promise<Voucher> => {
    const row = await lockVoucherByCode(tx, projectId, code);
    if (!row) throw notFound('voucher', code);
    const request = requestOf(row);
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
 * DELETE /v1/vouchers/{code}: Promodesk has no bin, so a delete is final whatever `force` says, and it keeps
 * redemption and card history: a voucher that was redeemed or has transactions is refused (disable it instead).
 * The row lock is taken first and the history counted after it, so a redemption committed meanwhile is seen.
 */
export function deleteVoucher(db: Db, projectId: string, code: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const row = await lockVoucherByCode(tx, projectId, code);
    if (!row) throw notFound('voucher', code);
    const history = await voucherHistory(tx, row.id);
    if (history.redemptions || history.transactions || row.publishCount)
      throw invalidVoucher(
        `The voucher ${code} has ${history.redemptions} redemptions, ${history.transactions} transactions and ` +
          `${row.publishCount} publications; Promodesk keeps that history, so disable the voucher instead`,
      );
    const [voucher] = presentVouchers(await loadVouchers(tx, [row]));
    await deleteVoucherRow(tx, row, acting.at);
    await recordWebhookEvent(tx, projectId, 'voucher.deleted', { voucher: voucher! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'voucher.deleted',
      resourceType: 'voucher',
      resourceId: row.id,
      summary: `Deleted the voucher ${code}`,
    });
  });
}
