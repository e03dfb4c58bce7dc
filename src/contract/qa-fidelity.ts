import { z } from 'zod';

/** How one official operation's journaled answers compared with the pinned official OpenAPI document. */
export const qaFidelityOperationSchema = z.object({
  /** `POST /v1/redemptions`, as the official document names it. */
  operation: z.string(),
  calls: z.number().int(),
  conformed: z.number().int(),
  /** Answers with a status the official document does not describe for the operation (not judged). */
  undescribed: z.number().int(),
  /** The first answers that differed, each with its first differences in words. */
  differences: z.array(
    z.object({
      request_id: z.string(),
      path: z.string(),
      status: z.number().int(),
      errors: z.array(z.string()),
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
  operations: z.array(qaFidelityOperationSchema),
});
export type QaFidelity = z.infer<typeof qaFidelitySchema>;
