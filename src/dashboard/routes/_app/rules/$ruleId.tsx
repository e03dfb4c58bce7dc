import { requirePermission } from '../../../lib/permissions.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RuleEditScreen } from '../../../features/validation-rules/rule-edit-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';
import { validationRuleQueryOptions } from '../../../lib/resources/validation-rules.ts';

export const Route = createFileRoute('/_app/rules/$ruleId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(validationRuleQueryOptions(params.ruleId))),
  component: RuleRoute,
});

function RuleRoute() {
  const { ruleId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: rule } = useSuspenseQuery(validationRuleQueryOptions(ruleId));
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <RuleEditScreen
      // A saved rule is read again, so the form starts from what the service kept.
      key={rule.updated_at ?? rule.created_at}
      rule={rule}
      currency={project.currency}
      onSaved={() => undefined}
      onDeleted={() => navigate({ to: '/rules' })}
    />
  );
}
