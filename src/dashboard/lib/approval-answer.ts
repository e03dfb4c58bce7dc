import type { ApprovalRequest } from '../../contract/approval.ts';

/** Whether a change's answer is an approval request (202: sent for approval) rather than the changed object. */
export const isApprovalRequest = (answer: unknown): answer is ApprovalRequest =>
  typeof answer === 'object' && answer !== null && 'object' in answer && answer.object === 'approval_request';
