import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { templatesQueryOptions } from '../../../lib/resources/templates.ts';
import {
  templatesSearchDefaults,
  templatesSearchRefusal,
  templatesSearchSchema,
  toTemplateListQuery,
} from '../../../features/templates/template-search.ts';
import { TemplatesScreen } from '../../../features/templates/templates-screen.tsx';

export const Route = createFileRoute('/_app/templates/')({
  validateSearch: templatesSearchSchema,
  search: { middlewares: [stripSearchParams(templatesSearchDefaults)] },
  loaderDeps: ({ search }) => toTemplateListQuery(search),
  loader: ({ context, deps }) =>
    templatesSearchRefusal(deps)
      ? undefined
      : context.queryClient.ensureQueryData(templatesQueryOptions(context.membership.project.id, deps)),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  const { membership } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TemplatesScreen
      projectId={membership.project.id}
      search={search}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
