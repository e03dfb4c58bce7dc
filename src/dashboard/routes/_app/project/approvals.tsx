import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { approvalStatusSchema } from '../../../../contract/approval-status.ts';
import { ApprovalsScreen } from '../../../features/approvals/approvals-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { approvalSettingsQueryOptions, approvalsQueryOptions } from '../../../lib/resources/approvals.ts';

export const Route = createFileRoute('/_app/project/approvals')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: z.object({ status: approvalStatusSchema.optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const projectId = context.membership.project.id;
    return Promise.all([
      context.queryClient.ensureQueryData(approvalsQueryOptions(projectId, deps.status)),
      context.membership.permissions.includes('team:manage') &&
        context.queryClient.ensureQueryData(approvalSettingsQueryOptions(projectId)),
    ]);
  },
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <ApprovalsScreen
      projectId={membership.project.id}
      status={Route.useSearch().status}
      onStatusChange={(status) => navigate({ search: status ? { status } : {} })}
    />
  );
}
