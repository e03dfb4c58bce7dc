/*
 * A customer's segment membership as the rule engine and GET /v1/customers/{id}/segments see it: the static
 * segments stored on the customer, and every filtered segment whose filter the customer matches at the instant asked.
 */
import { matchesSegmentFilter, type SegmentSubject } from '../../domain/segment-filter.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
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

/** The project's filtered segments; kept with the model snapshot when there is one (segments raise its version). */
const filteredOf = (db: Executor, projectId: string, model: ModelSnapshot | undefined) =>
  model
    ? model.memo(`filtered-segments:${projectId}`, async () => filteredSegments(db, projectId))
    : filteredSegments(db, projectId);

export async function segmentMembership(
  db: Executor,
  customer: CustomerRow,
  at: Date,
  model?: ModelSnapshot,
): Promise<string[]> {
  const subject = subjectOf(customer);
  const matched = (await filteredOf(db, customer.projectId, model)).filter(
    (segment) => segment.filter && matchesSegmentFilter(segment.filter, subject, at),
  );
  return [...new Set([...customer.segments, ...matched.map((segment) => segment.id)])];
}

/** The customer row with its full membership in `segments`, for the rule context. */
export const withMembership = async (
  db: Executor,
  customer: CustomerRow | undefined,
  at: Date,
  model?: ModelSnapshot,
) => customer && { ...customer, segments: await segmentMembership(db, customer, at, model) };
