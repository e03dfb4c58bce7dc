import { z } from 'zod';

export const cardPageSizes = [10, 25, 50, 100] as const;

/** The loyalty page's state in the URL: which page of programs. */
export const loyaltySearchSchema = z.object({
  programPage: z.number().int().min(1).max(100).default(1).catch(1),
});
export type LoyaltySearch = z.output<typeof loyaltySearchSchema>;

export const loyaltySearchDefaults = { programPage: 1 } satisfies Partial<LoyaltySearch>;

export const programTabs = ['members', 'earning-rules', 'rewards', 'tiers'] as const;

/** A program page's state in the URL: the tab shown, which page of its members, how many a page. */
export const programSearchSchema = z.object({
  tab: z.enum(programTabs).default('members').catch('members'),
  page: z.number().int().min(1).max(100).default(1).catch(1),
  limit: z
    .number()
    .int()
    .refine((n) => (cardPageSizes as readonly number[]).includes(n))
    .default(10)
    .catch(10),
});
export type ProgramSearch = z.output<typeof programSearchSchema>;
export const programSearchDefaults = { tab: 'members', page: 1, limit: 10 } satisfies Partial<ProgramSearch>;

/** Programs are few, so they are listed this many at a time. */
export const PROGRAMS_PER_PAGE = 10;

export function programsQuery(search: LoyaltySearch) {
  return { campaign_type: 'LOYALTY_PROGRAM' as const, page: search.programPage, limit: PROGRAMS_PER_PAGE };
}

/** The card page remembers the export being followed, so a reload keeps showing its status. */
export const cardSearchSchema = z.object({
  export: z.string().startsWith('exp_').optional().catch(undefined),
  /** The page of the card's transactions. */
  page: z.number().int().min(1).max(1000).optional().catch(undefined),
});
