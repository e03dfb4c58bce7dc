import { voucherExportColumns, type VoucherExportQuery } from '../../../contract/voucher-import.ts';
import { csvLine } from '../../domain/csv.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { voucherExportBatch } from '../../store/repositories/voucher-reads.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

const batchSize = 1000;

type ExportRow = Awaited<ReturnType<typeof voucherExportBatch>>[number];

/** One voucher as a record of the export: money in minor units, an empty quantity for unlimited. */
function exportRecord({ voucher, campaignName }: ExportRow): readonly unknown[] {
  const values: Record<(typeof voucherExportColumns)[number], unknown> = {
    code: voucher.code,
    campaign: campaignName,
    campaign_id: voucher.campaignId,
    status: voucher.active ? 'active' : 'disabled',
    redeemed_quantity: voucher.redeemedQuantity,
    redemption_quantity: voucher.redemptionQuantity,
    gift_balance: voucher.giftBalance,
    created_at: iso(voucher.createdAt),
  };
  return voucherExportColumns.map((column) => values[column]);
}

/** Checks what the export names exists (404 `project` or `campaign` otherwise), before any byte is sent. */
export async function checkVoucherExport(db: Executor, projectId: string, query: VoucherExportQuery) {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  if (query.campaign_id && !(await findCampaign(db, projectId, query.campaign_id)))
    throw notFound('campaign', query.campaign_id);
}

/**
 * The export's CSV text, a batch of vouchers at a time (newest first, keyset paging), each batch read only when the
 * previous one was taken: memory holds one batch whatever the list's size. The header comes with the first batch,
 * so the first chunk has run a query. Fields are spreadsheet-safe (a code or a campaign name starting like a formula
 * gets a leading apostrophe).
 */
export async function* voucherCsvChunks(db: Executor, projectId: string, query: VoucherExportQuery) {
  let header = csvLine(voucherExportColumns);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await voucherExportBatch(db, projectId, query, after, batchSize);
    if (header || rows.length) yield header + rows.map((row) => csvLine(exportRecord(row))).join('');
    header = '';
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!.voucher;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
