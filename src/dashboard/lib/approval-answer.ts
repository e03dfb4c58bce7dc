import type { ApprovalRequest } from '../../contract/approval.ts';

/** Whether a change's answer is an approval request (202: sent for approval) rather than the changed object. */
export const isApprovalRequest = (answer: unknown): answer is ApprovalRequest =>
  typeof answer === 'object' && answer !== null && 'object' in answer && answer.object === 'approval_request';

/**
 * The approval request's schema, loaded when a change that may be held is sent: the contract stays out of the first
 * download, which every page pays for.
 */
export const approvalRequestSchemaLoaded = () =>
  import('../../contract/approval.ts').then((contract) => contract.approvalRequestSchema);

/**
 * What a change answered with 202 and an approval request throws when its screen expects the changed object: the
 * change waits for an approver, which the screen's error place says in words (blue, not red: nothing failed).
 */
export class SentForApproval extends Error {
  override readonly name = 'SentForApproval';
  constructor(readonly request: ApprovalRequest) {
    super(`Sent for approval: ${request.summary}. Nothing changes until an approver approves it.`);
  }
}
