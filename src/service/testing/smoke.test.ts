import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../contract/campaign.ts';
import { readAs } from './api.ts';
import { appHeaders } from './harness.ts';
import { useTestService } from './service.ts';

const service = useTestService();

describe('test harness', () => {
  it('serves the seeded demo project with the test keys', async () => {
    const body = await readAs(
      service.request('/v1/campaigns?limit=100', { headers: appHeaders }),
      campaignListSchema,
      200,
    );
    expect(body.campaigns.map((c) => c.name)).toContain('Black Friday ladder');
  });
});
