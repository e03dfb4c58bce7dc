import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CalendarScreen } from '../../features/calendar/calendar-screen.tsx';
import { calendarSearchDefaults, calendarSearchSchema } from '../../features/calendar/calendar-search.ts';

export const Route = createFileRoute('/_app/calendar')({
  validateSearch: calendarSearchSchema,
  search: { middlewares: [stripSearchParams(calendarSearchDefaults)] },
  component: CalendarRoute,
});

function CalendarRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CalendarScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      onSearchChange={(next) => navigate({ search: next })}
    />
  );
}
