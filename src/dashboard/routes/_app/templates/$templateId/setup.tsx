import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignSetupScreen } from '../../../../features/campaigns/campaign-setup-screen.tsx';
import { templateQueryOptions } from '../../../../lib/resources/templates.ts';
import { requirePermission } from '../../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/templates/$templateId/setup')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: async ({ context, params }) => {
    const template = await context.queryClient.ensureQueryData(
      templateQueryOptions(context.membership.project.id, params.templateId),
    );
    if (!template) throw notFound();
  },
  component: CampaignSetupRoute,
});

function CampaignSetupRoute() {
  const { templateId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data: template } = useSuspenseQuery(templateQueryOptions(membership.project.id, templateId));
  // The loader turned a missing template into the not-found view, so it is always here.
  if (!template) return null;
  return (
    <CampaignSetupScreen
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
