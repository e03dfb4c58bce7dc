import type { z } from 'zod';

/**
 * Why the service would refuse a list's search text (the contract's own words, such as "Use at most 200
 * characters"): the route then loads nothing and the field says why, instead of a list that ignores the text.
 */
export function searchTextRefusal(listQuerySchema: z.ZodType, query: object, param: string): string | undefined {
  return listQuerySchema.safeParse(query).error?.issues.find((issue) => issue.path[0] === param)?.message;
}
