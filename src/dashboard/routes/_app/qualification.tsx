import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { QualificationScreen } from '../../features/qualification/qualification-screen.tsx';
import {
  qualificationSearchDefaults,
  qualificationSearchSchema,
} from '../../features/qualification/qualification-search.ts';

// No loader: the service records every qualification it answers, so one runs only when the page asks, never on
// a link preload.
export const Route = createFileRoute('/_app/qualification')({
  validateSearch: qualificationSearchSchema,
  search: { middlewares: [stripSearchParams(qualificationSearchDefaults)] },
  component: QualificationRoute,
});

function QualificationRoute() {
  const { membership } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QualificationScreen
      projectId={membership.project.id}
      search={search}
      onSearchChange={(next) => navigate({ search: next })}
    />
  );
}
