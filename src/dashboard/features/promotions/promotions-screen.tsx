import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { FailedPart } from '../../components/failed-part.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { listItems } from '../../lib/api-client.ts';
import { campaignsQueryOptions, type CampaignListQuery } from '../../lib/resources/campaigns.ts';
import { tiersOfPromotionsQueryOptions } from '../../lib/resources/promotion-tiers.ts';
import { formatNumber } from '../../lib/format.ts';
import { PromotionCard } from './components/promotion-card.tsx';
import { promotionsPageSize, type PromotionsSearch } from './promotion-search.ts';

interface PromotionsScreenProps {
  search: PromotionsSearch;
  /** The list query the route's loader fetched for this search. */
  query: CampaignListQuery;
  onSearchChange: (update: (search: PromotionsSearch) => PromotionsSearch) => void;
  currency: string;
}

export function PromotionsScreen({ search, query, onSearchChange, currency }: PromotionsScreenProps) {
  const { data: list } = useSuspenseQuery(campaignsQueryOptions(query));
  const promotions = listItems(list);
  const tiers = useQuery(tiersOfPromotionsQueryOptions(promotions.map((promotion) => promotion.id)));
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Promotions</Title>
        <Text>Promotion campaigns and their tiers. Open a tier to read its rules and switch it on or off.</Text>
      </div>
      {promotions.length === 0 ? (
        <EmptyState title="No promotions" description="This project has no promotion campaigns on this page." />
      ) : (
        <>
          {tiers.isError && (
            <FailedPart
              error={tiers.error}
              title="The promotions' tiers could not be loaded"
              onRetry={() => void tiers.refetch()}
            />
          )}
          {promotions.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              currency={currency}
              tiers={tiers.data?.get(promotion.id)}
              tiersPending={tiers.isPending}
            />
          ))}
        </>
      )}
      <ListPager
        label="Promotions"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * promotionsPageSize < list.total,
          pageCount: pageCountOf(list.total, promotionsPageSize),
          onPageChange: (page) => onSearchChange(() => ({ page })),
        })}
        summary={`${formatNumber(list.total)} promotions`}
      />
    </Stack>
  );
}
