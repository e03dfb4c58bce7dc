import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignSetupScreen } from '../../../../features/campaigns/campaign-setup-screen.tsx';
import { templateQueryOptions } from '../../../../lib/resources/templates.ts';

export const Route = createFileRoute('/_app/templates/$templateId/setup')({
  loader: async ({ context, params }) => {
    const template = await context.queryClient.ensureQueryData(
      templateQueryOptions(context.connection.projectId, params.templateId),
    );
    if (!template) throw notFound();
  },
  component: CampaignSetupRoute,
});

function CampaignSetupRoute() {
  const { templateId } = Route.useParams();
  const { connection } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data: template } = useSuspenseQuery(templateQueryOptions(connection.projectId, templateId));
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
