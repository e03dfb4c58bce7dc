import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createdResourceSchema } from '../../../../../contract/campaign-setup.ts';
import { SetupResultScreen } from '../../../../features/campaigns/setup-result-screen.tsx';
import { campaignQueryOptions } from '../../../../lib/resources/campaigns.ts';
import { orNotFound } from '../../../../lib/not-found.ts';

// The created resources exist only in the setup response, so they travel in the URL: a reload or a shared link
// still shows them, and the campaign itself is read again from the service.
const searchSchema = z.object({ resources: z.array(createdResourceSchema).max(100).default([]).catch([]) });

export const Route = createFileRoute('/_app/campaigns/$campaignId/created')({
  validateSearch: searchSchema,
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(campaignQueryOptions(params.campaignId))),
  component: SetupResultRoute,
});

function SetupResultRoute() {
  const { campaignId } = Route.useParams();
  const { resources } = Route.useSearch();
  const { data: campaign } = useSuspenseQuery(campaignQueryOptions(campaignId));
  return <SetupResultScreen campaign={campaign} createdResources={resources} />;
}
