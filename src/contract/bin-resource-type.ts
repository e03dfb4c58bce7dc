import { z } from 'zod';

/**
 * What can be moved to the bin, as the official `TrashBinItem.resource_type` names it; its own module so the Bin
 * route's search stays out of the first download.
 */
export const binResourceTypes = ['campaign', 'product', 'sku', 'voucher'] as const;
export const binResourceTypeSchema = z.enum(binResourceTypes);
export type BinResourceType = z.infer<typeof binResourceTypeSchema>;
