import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignSetupScreen } from '../../../../features/campaigns/campaign-setup-screen.tsx';
import { templateDefaultsQueryOptions } from '../../../../lib/resources/templates.ts';
import { projectQueryOptions } from '../../../../lib/resources/projects.ts';
import { orNotFound } from '../../../../lib/not-found.ts';
import { requirePermission } from '../../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/templates/$templateId/setup')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(
        templateDefaultsQueryOptions(context.membership.project.id, params.templateId),
      ),
    ),
  component: CampaignSetupRoute,
});

function CampaignSetupRoute() {
  const { templateId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const projectId = membership.project.id;
  const { data: template } = useSuspenseQuery(templateDefaultsQueryOptions(projectId, templateId));
  const { data: project } = useSuspenseQuery(projectQueryOptions(projectId));
  return (
    <CampaignSetupScreen
      projectId={projectId}
      currency={project.currency}
      template={template}
      onCreated={(setup) =>
        navigate({
          to: '/campaigns/$campaignId/created',
          params: { campaignId: setup.campaign.id },
          search: { resources: setup.created_resources },
        })
      }
    />
  );
}
