import { describe, expect, it } from 'vitest';
import { exportCreateRequestSchema } from '../../../contract/export-kinds.ts';
import { selectedVouchersExport } from './selected-vouchers-export.ts';

describe('selectedVouchersExport', () => {
  it('exports exactly the chosen codes, in a request the exports route accepts', () => {
    const request = selectedVouchersExport({ codes: ['SPRING-1', 'SPRING-2'] });
    expect(request).toEqual({
      exported_object: 'voucher',
      parameters: { filters: { code: { conditions: { $in: ['SPRING-1', 'SPRING-2'] } } } },
    });
    expect(exportCreateRequestSchema.parse(request)).toEqual(request);
  });

  it('exports every code of the campaign when all matching rows are chosen', () => {
    const request = selectedVouchersExport({ campaignId: 'camp_1' });
    expect(request.parameters?.filters).toEqual({ campaign_id: { conditions: { $in: ['camp_1'] } } });
    expect(exportCreateRequestSchema.safeParse(request).success).toBe(true);
  });
});
