import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { tiersOfPromotionsQueryOptions } from '../../../lib/resources/promotion-tiers.ts';
import {
  promotionsSearchDefaults,
  promotionsSearchSchema,
  toPromotionListQuery,
} from '../../../features/promotions/promotion-search.ts';
import { PromotionsScreen } from '../../../features/promotions/promotions-screen.tsx';
import { listItems } from '../../../lib/api-client.ts';
import { campaignsQueryOptions } from '../../../lib/resources/campaigns.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/promotions/')({
  validateSearch: promotionsSearchSchema,
  search: { middlewares: [stripSearchParams(promotionsSearchDefaults)] },
  loaderDeps: ({ search }) => toPromotionListQuery(search),
  loader: async ({ context, deps }) => {
    const list = await context.queryClient.ensureQueryData(campaignsQueryOptions(deps));
    // The page's tiers in one request, started here; a failure shows in the page (with a retry), not instead of it.
    void context.queryClient.prefetchQuery(
      tiersOfPromotionsQueryOptions(listItems(list).map((promotion) => promotion.id)),
    );
  },
  component: PromotionsRoute,
});

function PromotionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <PromotionsScreen
      search={search}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
      currency={project.currency}
    />
  );
}
