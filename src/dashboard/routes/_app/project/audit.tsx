import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AuditScreen } from '../../../features/audit/audit-screen.tsx';
import {
  auditSearchDefaults,
  auditSearchRefusal,
  auditSearchSchema,
  toAuditQuery,
} from '../../../features/audit/audit-search.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { auditQueryOptions } from '../../../lib/resources/audit.ts';

export const Route = createFileRoute('/_app/project/audit')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'audit:read'),
  validateSearch: auditSearchSchema,
  search: { middlewares: [stripSearchParams(auditSearchDefaults)] },
  loaderDeps: ({ search }) => toAuditQuery(search),
  loader: ({ context, deps }) =>
    auditSearchRefusal(deps)
      ? undefined
      : context.queryClient.ensureQueryData(auditQueryOptions(context.membership.project.id, deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AuditScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
