import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OverviewScreen } from '../../features/overview/overview-screen.tsx';
import { dateRange, dateRangeSearchSchema } from '../../lib/date-range-search.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/')({
  validateSearch: dateRangeSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueryOptions(context.membership.project.id)),
  component: OverviewRoute,
});

function OverviewRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <OverviewScreen
      project={project}
      permissions={membership.permissions}
      range={dateRange(Route.useSearch())}
      onRangeChange={(range) => navigate({ search: range })}
    />
  );
}
