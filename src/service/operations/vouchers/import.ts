import { importRowPath, type VoucherImport, type VoucherImportRowError } from '../../../contract/voucher-import.ts';
import { readImportFile } from '../../domain/voucher-import.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import { addToVouchersCount, findCampaign, lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { insertImportedVouchers, takenCodes } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { holdChange, type Held } from '../approvals/gate.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';

/** Campaign kinds whose codes are imported; loyalty cards join through members, promotions have no codes. */
const importable = new Set(['DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'REFERRAL_PROGRAM']);
/** The answer lists at most this many problems; `details` says how many there were. */
const listedErrors = 1000;

/** Carries the row errors found after writing began out of the transaction, which the throw rolls back. */
class Rejected extends Error {
  constructor(readonly errors: VoucherImportRowError[]) {
    super('voucher import rejected');
  }
}

/**
 * Imports a CSV file of codes into a campaign, all or nothing, in one transaction: every row is checked (see
 * `domain/voucher-import.ts`), codes the project already uses are row errors, and any error imports nothing. The
 * vouchers get the campaign's voucher settings (type, discount, gift amount, quantity, category) unless a row
 * overrides the quantity or gift amount; `vouchers_count` grows by the imported count in one conditional UPDATE.
 * A code taken by a concurrent request between the check and the insert is a row error too (the insert skips it,
 * and the transaction rolls back).
 */
export async function importVouchers(
  db: Db,
  projectId: string,
  campaignId: string,
  text: string,
  acting: Acting,
): Promise<VoucherImport | Held> {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const campaign = await findCampaign(db, projectId, campaignId);
  // A deleted campaign is in the bin: nothing more goes into it.
  if (!campaign || campaign.deletedAt) throw notFound('campaign', campaignId);
  if (!campaign.voucher || !importable.has(campaign.campaignType))
    throw invalidField(
      'campaignId',
      `codes are imported into discount, gift card and referral campaigns; this one is ${campaign.campaignType}`,
    );
  const voucher = campaign.voucher;
  const { codes, errors } = readImportFile(text, { giftCards: voucher.type === 'GIFT_VOUCHER' });
  /** Nothing is imported: the failure lists every row's problem (up to `listedErrors`) as field errors. */
  const rejected = (all: VoucherImportRowError[]) =>
    new DomainFailure({
      kind: 'invalid',
      key: 'invalid_rows',
      message: 'Invalid rows; nothing was imported',
      details: `${all.length} problem${all.length === 1 ? '' : 's'} in the file, the first on row ${all[0]!.row}: ${all[0]!.message}`,
      errors: all.slice(0, listedErrors),
    });
  if (errors.length) throw rejected(errors);

  try {
    return await db.transaction(async (tx) => {
      // Held until the codes are in: a delete of the campaign waits, or came first and this import is 404.
      if (!(await lockLiveCampaign(tx, projectId, campaignId))) throw notFound('campaign', campaignId);
      const taken = await takenCodes(
        tx,
        projectId,
        codes.map((c) => c.code),
      );
      const rowOf = new Map(codes.map((c) => [c.code, c.row]));
      const takenErrors = (list: Iterable<string>) =>
        [...list]
          .map((code) => ({
            path: importRowPath(rowOf.get(code)!),
            row: rowOf.get(code)!,
            code: 'code_taken' as const,
            message: `The project already has the code ${code}`,
          }))
          .sort((a, b) => a.row - b.row);
      if (taken.size) throw new Rejected(takenErrors(taken));
      // Imported codes are live at once: such a person's import waits, whole, for one approval.
      const held = await holdChange(tx, projectId, acting, 'publish', () => ({
        operation: 'voucher.import',
        input: { campaign_id: campaignId, text },
        resourceType: 'campaign',
        resourceId: campaignId,
        summary: `Import ${codes.length} codes into the campaign ${campaign.name}`,
        diff: [{ field: 'Codes', before: 'none', after: codes.map((c) => c.code).join(', ') }],
        baseVersion: 'an addition',
      }));
      if (held) return held;
      const skipped = await insertImportedVouchers(
        tx,
        {
          projectId,
          campaignId,
          type: voucher.type,
          discount: voucher.discount ?? null,
          loyaltyPoints: voucher.loyalty_card?.points ?? null,
          loyaltyBalance: voucher.loyalty_card?.points ?? null,
          categoryId: campaign.categoryId,
          createdAt: acting.at,
        },
        codes.map((c) => ({
          id: newId('v_'),
          code: c.code,
          redemptionQuantity: c.redemptionQuantity ?? voucher.redemption.quantity ?? null,
          giftAmount: voucher.type === 'GIFT_VOUCHER' ? (c.giftAmount ?? voucher.gift?.amount ?? 0) : null,
        })),
      );
      if (skipped.length) throw new Rejected(takenErrors(skipped));
      const vouchersCount = await addToVouchersCount(tx, campaignId, codes.length, acting.at);
      // One event per import, however many codes it brought.
      await recordWebhookEvent(
        tx,
        projectId,
        'campaign.vouchers.generation.completed',
        { campaign: { id: campaignId, name: campaign.name }, source: 'IMPORT', vouchers_added: codes.length },
        acting.at,
      );
      await auditChange(tx, projectId, acting, {
        action: 'campaign.vouchers_imported',
        resourceType: 'campaign',
        resourceId: campaignId,
        summary: `Imported ${codes.length} codes into the campaign ${campaign.name}`,
      });
      return {
        object: 'voucher_import' as const,
        campaign_id: campaignId,
        imported: codes.length,
        vouchers_count: vouchersCount ?? campaign.vouchersCount + codes.length,
      };
    });
  } catch (error) {
    if (error instanceof Rejected) throw rejected(error.errors);
    throw error;
  }
}
