import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { pointsExpirationExportFieldSchema } from '../../../contract/export-kinds.ts';
import { pointsBuckets } from '../schema/points-buckets.ts';
import { textKey, timeKey, type ExportSource } from './export-sources.ts';

const b = pointsBuckets;

/** Points expiration: every bucket with an expiry day, live or expired, with what is (or was, at expiry) left in it. */
export const pointsExpirationSource: ExportSource<z.infer<typeof pointsExpirationExportFieldSchema>> = {
  from: sql`${b}`,
  id: sql`${b.id}`,
  createdAt: sql`${b.createdAt}`,
  project: (projectId) =>
    sql`${b.projectId} = ${projectId} AND ${b.expiresAt} IS NOT NULL AND ${b.status} IN ('ACTIVE', 'EXPIRED')`,
  fields: {
    id: sql`${b.id}`,
    campaign_id: sql`${b.campaignId}`,
    voucher_id: sql`${b.voucherId}`,
    points: sql`${b.remaining}::text`,
    status: sql`${b.status}`,
    expires_at: sql`${b.expiresAt}::text`,
  },
  defaultFields: ['id', 'campaign_id', 'voucher_id', 'points', 'status', 'expires_at'],
  keys: { created_at: timeKey(b.createdAt), expires_at: textKey(b.expiresAt) },
  filters: {
    created_at: { type: 'date', expr: sql`${b.createdAt}` },
    voucher_id: { type: 'text', expr: sql`${b.voucherId}` },
    campaign_id: { type: 'text', expr: sql`${b.campaignId}` },
  },
};
