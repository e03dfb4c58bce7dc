import { approvalRequestSchema } from '../../../contract/approval.ts';

/** The 202 a change answers when it waits for approval (a Promodesk extension): the request, nothing changed yet. */
export const heldForApproval = {
  202: {
    description: 'Held for approval (Promodesk): the approval request; nothing changes until an approver approves it',
    content: { 'application/json': { schema: approvalRequestSchema } },
  },
};
