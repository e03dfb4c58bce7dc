import { z } from 'zod';

/** Where an approval request stands; its own module so the Approvals route's search stays out of the first download. */
export const approvalStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED'] as const;
export const approvalStatusSchema = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
