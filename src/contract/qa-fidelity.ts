import { z } from 'zod';

/**
 * One way an answer differs: `schema`, the pinned official OpenAPI refuses it; `hosted_default`, the hosted service
 * answers otherwise (a default it fills, a shape it keeps), whatever the schema allows.
 */
export const qaFidelityFindingSchema = z.object({
  kind: z.enum(['schema', 'hosted_default']),
  message: z.string(),
});
export type QaFidelityFinding = z.infer<typeof qaFidelityFindingSchema>;

/** An entry of the hosted changelog that documents what the official OpenAPI does not describe yet. */
export const qaChangelogEntrySchema = z.object({
  /** As the changelog dates its release: `12 Mar 2026`. */
  date: z.string(),
  title: z.string(),
});
export type QaChangelogEntry = z.infer<typeof qaChangelogEntrySchema>;

/**
 * How one answer compared, in one outcome: `conformed` (the official schema and the hosted defaults), `differs`
 * (each difference in words, by kind), `undescribed` (a status the document does not give and nothing known to
 * differ) or `changelog_only` (it differs from the document only as the changelog entries say).
 */
export type QaJudgement =
  | { outcome: 'conformed' | 'undescribed' }
  | { outcome: 'differs'; findings: QaFidelityFinding[] }
  | { outcome: 'changelog_only'; entries: QaChangelogEntry[] };

/** How one official operation's journaled answers compared with the official document and the hosted service. */
export const qaFidelityOperationSchema = z.object({
  /** `POST /v1/redemptions`, as the official document names it. */
  operation: z.string(),
  calls: z.number().int(),
  /** Answers that validate against the official schema and answer as the hosted service does. */
  conformed: z.number().int(),
  /** Answers with a status the official document does not describe for the operation (not judged). */
  undescribed: z.number().int(),
  /** Answers that differ from the official document only in what a hosted changelog entry documents. */
  changelog_only: z.number().int(),
  /** The changelog entries those answers rely on, each with how many of them did. */
  changelog: z.array(qaChangelogEntrySchema.extend({ answers: z.number().int() })),
  /** The first answers that differed, each with its first differences in words. */
  differences: z.array(
    z.object({
      request_id: z.string(),
      path: z.string(),
      status: z.number().int(),
      errors: z.array(qaFidelityFindingSchema),
    }),
  ),
});
export type QaFidelityOperation = z.infer<typeof qaFidelityOperationSchema>;

export const qaFidelitySchema = z.object({
  object: z.literal('qa_fidelity'),
  /** Null for the report over every project. */
  project_id: z.string().nullable(),
  /** The official document the answers were checked against, pinned in the repository. */
  specification: z.object({ source: z.string(), commit: z.string(), version: z.string() }),
  calls: z.number().int(),
  conformed: z.number().int(),
  changelog_only: z.number().int(),
  operations: z.array(qaFidelityOperationSchema),
});
export type QaFidelity = z.infer<typeof qaFidelitySchema>;
