import { campaignsQueryOptions } from '../../../lib/campaigns.ts';

/** The loyalty campaigns an export can be narrowed to: a project has few, so the first hundred are all of them. */
export const programChoicesQueryOptions = () => campaignsQueryOptions({ campaign_type: 'LOYALTY_PROGRAM', limit: 100 });
