import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/events/events-screen.tsx';
import { eventsSearchSchema } from '../../features/events/events-search.ts';
import { requirePermission } from '../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/events')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'events:send'),
  validateSearch: eventsSearchSchema,
  component: EventsRoute,
});

function EventsRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <EventsScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      onSearchChange={(update) => navigate({ search: (previous) => ({ ...previous, ...update }), replace: true })}
    />
  );
}
