import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RuleEditScreen } from '../../../features/validation-rules/rule-edit-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/rules/new')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  component: NewRuleRoute,
});

function NewRuleRoute() {
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <RuleEditScreen
      currency={project.currency}
      onSaved={(rule) => navigate({ to: '/rules/$ruleId', params: { ruleId: rule.id } })}
      onDeleted={() => navigate({ to: '/rules' })}
    />
  );
}
