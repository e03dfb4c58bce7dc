import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { StacksScreen } from '../../../../features/promotions/stacks-screen.tsx';
import { listItems } from '../../../../lib/api-client.ts';
import { campaignQueryOptions } from '../../../../lib/resources/campaigns.ts';
import { stacksOfPromotionQueryOptions } from '../../../../lib/resources/promotion-stacks.ts';
import { tiersOfPromotionsQueryOptions } from '../../../../lib/resources/promotion-tiers.ts';
import { orNotFound } from '../../../../lib/not-found.ts';

export const Route = createFileRoute('/_app/promotions/$campaignId/stacks')({
  loader: ({ context, params }) =>
    orNotFound(
      Promise.all([
        context.queryClient.ensureQueryData(campaignQueryOptions(params.campaignId)),
        context.queryClient.ensureQueryData(tiersOfPromotionsQueryOptions([params.campaignId])),
        context.queryClient.ensureQueryData(stacksOfPromotionQueryOptions(params.campaignId)),
      ]),
    ),
  component: StacksRoute,
});

function StacksRoute() {
  const { campaignId } = Route.useParams();
  const { data: promotion } = useSuspenseQuery(campaignQueryOptions(campaignId));
  const { data: tiers } = useSuspenseQuery(tiersOfPromotionsQueryOptions([campaignId]));
  const { data: stacks } = useSuspenseQuery(stacksOfPromotionQueryOptions(campaignId));
  return <StacksScreen promotion={promotion} tiers={tiers.get(campaignId) ?? []} stacks={listItems(stacks)} />;
}
