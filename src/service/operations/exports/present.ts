import { exportKindSchema, type Export } from '../../../contract/export.ts';
import type { ExportRow } from '../../store/repositories/exports.ts';
import { iso } from '../present-common.ts';

/**
 * An export in the interface's shape. The card a card's transaction export is limited to is echoed as a `voucher_id`
 * filter, the campaign a campaign's is limited to as a `campaign_id` filter; `result.url` is the hosted download's
 * shape (`/v1/exports/{id}?token=…`, authenticated by the export's token) and starts with the configured public URL,
 * never with the request's Host, which a client chooses.
 */
export function presentExport(row: ExportRow, publicUrl: string): Export {
  const { card_id: _id, card_code: code, campaign_scope_id: campaignId, ...stored } = row.parameters;
  const parameters = campaignId
    ? { ...stored, filters: { ...stored.filters, campaign_id: { conditions: { $in: [campaignId] } } } }
    : stored;
  return {
    id: row.id,
    object: 'export',
    created_at: iso(row.createdAt),
    status: row.status,
    channel: row.channel,
    exported_object: exportKindSchema.parse(row.exportedObject),
    parameters: code
      ? { ...parameters, filters: { ...parameters.filters, voucher_id: { conditions: { $in: [code] } } } }
      : parameters,
    result: row.status === 'DONE' ? { url: `${publicUrl}/v1/exports/${row.id}?token=${row.downloadToken}` } : null,
    user_id: row.userId,
    ...(row.status === 'ERROR' && row.error ? { error: { message: row.error } } : {}),
  };
}
