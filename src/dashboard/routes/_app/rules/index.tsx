import { requirePermission } from '../../../lib/permissions.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RulesScreen } from '../../../features/validation-rules/rules-screen.tsx';
import {
  rulesSearchRefusal,
  rulesSearchSchema,
  toRuleListQuery,
} from '../../../features/validation-rules/rules-search.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';
import { validationRulesQueryOptions } from '../../../lib/resources/validation-rules.ts';

export const Route = createFileRoute('/_app/rules/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: rulesSearchSchema,
  loaderDeps: ({ search }) => toRuleListQuery(search),
  loader: ({ context, deps }) =>
    rulesSearchRefusal(deps) ? undefined : context.queryClient.ensureQueryData(validationRulesQueryOptions(deps)),
  component: RulesRoute,
});

function RulesRoute() {
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <RulesScreen
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      currency={project.currency}
      onSearchChange={(update) => navigate({ search: (previous) => ({ ...previous, ...update }) })}
    />
  );
}
