import {
  campaignVoucherGenerateJobSchema,
  campaignVoucherImportRowSchema,
  type CampaignVoucherImportRow,
} from '../../../contract/async-action.ts';
import { campaignVoucherCsvFormat } from '../../domain/csv-imports.ts';
import { addCampaignVoucher } from '../../operations/vouchers/create.ts';
import type { AsyncActionKind } from './kinds.ts';
import { parseWith } from './parse.ts';

/** The campaign a job imports into, from the request's path. */
type Row = CampaignVoucherImportRow & { campaign_id: string };

/** CAMPAIGN.VOUCHERS_IMPORT: each row is a POST /v1/campaigns/{campaignId}/vouchers/{code}. */
export const campaignVouchersImport: AsyncActionKind<Row> = {
  type: 'CAMPAIGN.VOUCHERS_IMPORT',
  apply: (db, projectId, { campaign_id: campaignId, ...row }, acting) =>
    addCampaignVoucher(db, projectId, campaignId, row, row.code, acting),
  nameOf: (row) => ({ code: row.code }),
  report: 'import',
};

const parseRow = parseWith(campaignVoucherImportRowSchema);

/**
 * CAMPAIGN.VOUCHERS_GENERATE: `vouchers_count` codes drawn by the campaign's generator, each a POST
 * /v1/campaigns/{campaignId}/vouchers with the request the rows share; a row is only its place in the count.
 */
export const campaignVouchersGenerate: AsyncActionKind<number> = {
  type: 'CAMPAIGN.VOUCHERS_GENERATE',
  apply: (db, projectId, _index, acting, { shared }) => {
    const { campaign_id: campaignId, request } = campaignVoucherGenerateJobSchema.parse(shared);
    return addCampaignVoucher(db, projectId, campaignId, request, undefined, acting);
  },
  nameOf: (index) => ({ source_id: `voucher ${index + 1}` }),
  report: 'generate',
};

/** CAMPAIGN.VOUCHERS_IMPORT_CSV: the same from a file's rows. */
export const campaignVouchersImportCsv: AsyncActionKind<Row> = {
  ...campaignVouchersImport,
  type: 'CAMPAIGN.VOUCHERS_IMPORT_CSV',
  csv: {
    format: campaignVoucherCsvFormat,
    parse: ({ campaign_id: campaignId, ...body }) => ({ ...parseRow(body), campaign_id: String(campaignId) }),
  },
};
