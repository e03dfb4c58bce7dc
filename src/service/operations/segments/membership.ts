/*
 * A customer's segment membership as the rule engine and GET /v1/customers/{id}/segments see it: the static
 * segments stored on the customer, and every filtered segment whose filter the customer matches at the instant asked.
 */
import { matchesSegmentFilter, type SegmentSubject } from '../../domain/segment-filter.ts';
import type { Executor } from '../../store/db.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { filteredSegments } from '../../store/repositories/segments.ts';

const subjectOf = (row: CustomerRow): SegmentSubject => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  source_id: row.sourceId,
  description: row.description,
  address: row.address,
  metadata: row.metadata,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export async function segmentMembership(db: Executor, customer: CustomerRow, at: Date): Promise<string[]> {
  const subject = subjectOf(customer);
  const matched = (await filteredSegments(db, customer.projectId)).filter(
    (segment) => segment.filter && matchesSegmentFilter(segment.filter, subject, at),
  );
  return [...new Set([...customer.segments, ...matched.map((segment) => segment.id)])];
}

/** The customer row with its full membership in `segments`, for the rule context. */
export const withMembership = async (db: Executor, customer: CustomerRow | undefined, at: Date) =>
  customer && { ...customer, segments: await segmentMembership(db, customer, at) };
