import type { ExportCreateRequest } from '../../../contract/export-kinds.ts';

/**
 * The voucher export of a bulk selection, through the official `POST /v1/exports`: the chosen codes exactly (`code`
 * in them), or, when every row matching the list is chosen, all of the campaign's codes.
 */
export function selectedVouchersExport(scope: { codes: string[] } | { campaignId: string }): ExportCreateRequest {
  const filters =
    'codes' in scope
      ? { code: { conditions: { $in: scope.codes } } }
      : { campaign_id: { conditions: { $in: [scope.campaignId] } } };
  return { exported_object: 'voucher', parameters: { filters } };
}
