import { z } from 'zod';

/** The reward catalogue's state in the URL: which page. */
export const rewardsSearchSchema = z.object({
  page: z.number().int().min(1).max(1000).default(1).catch(1),
});
export type RewardsSearch = z.output<typeof rewardsSearchSchema>;
export const rewardsSearchDefaults = { page: 1 } satisfies Partial<RewardsSearch>;

export const REWARDS_PER_PAGE = 10;

export const rewardsQuery = (search: RewardsSearch) => ({ page: search.page, limit: REWARDS_PER_PAGE });
