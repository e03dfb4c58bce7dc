import { z } from 'zod';

/** Most exports the exports page follows; older ids drop off the URL. */
const MAX_FOLLOWED_EXPORTS = 20;
const exportIdPattern = /^exp_[\w-]+$/;
const exportIdsIn = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter((id) => exportIdPattern.test(id))
    .slice(0, MAX_FOLLOWED_EXPORTS);

/**
 * The exports page's list in the URL as `exports=exp_a,exp_b` (newest first): the service cannot list exports, so
 * the link itself is the list. Anything that is not an export id is dropped; the value stays text so the router
 * writes it back as it came.
 */
export const exportsSearchSchema = z.object({
  /** The export history's page. */
  page: z.number().int().min(1).max(100).default(1).catch(1),
  exports: z
    .string()
    .optional()
    .catch(undefined)
    .transform((text) => exportIdsIn(text).join(',') || undefined),
});
export type ExportsSearch = z.output<typeof exportsSearchSchema>;

export const followedExportIds = (search: ExportsSearch) => exportIdsIn(search.exports);

/** The search with a newly scheduled export in front of those already followed. */
export function followExport(search: ExportsSearch, exportId: string): ExportsSearch {
  return {
    ...search,
    exports: [exportId, ...followedExportIds(search)].slice(0, MAX_FOLLOWED_EXPORTS).join(','),
  };
}
