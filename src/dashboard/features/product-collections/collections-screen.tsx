import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { formatNumber } from '../../lib/format.ts';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { useCan } from '../../lib/permissions.tsx';
import {
  productCollectionsQueryOptions,
  type ProductCollectionListQuery,
} from '../../lib/resources/product-collections.ts';
import { CollectionsTable } from './components/collections-table.tsx';
import { collectionsPageSize, type CollectionsSearch } from './collection-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

interface CollectionsScreenProps {
  search: CollectionsSearch;
  /** The list query the route's loader fetched for this search. */
  query: ProductCollectionListQuery;
  onSearchChange: (update: (search: CollectionsSearch) => CollectionsSearch) => void;
}

/** The project's product collections, newest first, the page in the URL. */
export function CollectionsScreen({ search, query, onSearchChange }: CollectionsScreenProps) {
  const { data: list } = useSuspenseQuery(productCollectionsQueryOptions(query));
  const canCreate = useCan('campaigns:write');
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="center">
          <Title order={1}>Collections</Title>
          {canCreate && <ButtonLink to="/collections/new">New collection</ButtonLink>}
        </Group>
        <Text>
          Named sets of products and SKUs that validation rules and discounts can target. Open a collection to see what
          it holds now.
        </Text>
      </div>
      <SavedViewsMenu list="collections" />
      {list.data.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no collections on this page' : 'No collections yet'}
          description="Collections appear when made here or through the API."
        />
      ) : (
        <CollectionsTable collections={list.data} />
      )}
      <ListPager
        label="Collections"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * collectionsPageSize < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, collectionsPageSize),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} collections`}
      />
    </Stack>
  );
}
