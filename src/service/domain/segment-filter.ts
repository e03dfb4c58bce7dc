/*
 * Whether a customer matches a filtered segment's filter (already validated by the contract), in the filter language
 * of field-filter.ts; `created_at` and `updated_at` compare as dates.
 */
import type { SegmentFieldCondition, SegmentFilter } from '../../contract/segment.ts';
import { matchesFilter } from './field-filter.ts';

/** The customer fields a filter reads, by their hosted names (`metadata.<key>` reads `metadata`). */
export interface SegmentSubject {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  source_id?: string | null;
  description?: string | null;
  address?: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
  created_at: Date;
  updated_at?: Date | null;
}

function valueOf(subject: SegmentSubject, field: string): unknown {
  if (field.startsWith('metadata.')) return subject.metadata[field.slice('metadata.'.length)];
  if (field.startsWith('address.')) return subject.address?.[field.slice('address.'.length)];
  return subject[field as keyof SegmentSubject];
}

export function matchesSegmentFilter(filter: SegmentFilter, subject: SegmentSubject, now: Date): boolean {
  const fields = Object.entries(filter).filter(
    (entry): entry is [string, SegmentFieldCondition] => entry[0] !== 'junction',
  );
  const isDate = (field: string) => field === 'created_at' || field === 'updated_at';
  return matchesFilter(fields, filter.junction, (field) => valueOf(subject, field), now, isDate);
}
