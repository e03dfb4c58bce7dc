import { lazy, Suspense, useState } from 'react';
import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { formatNumber } from '../../lib/format.ts';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { useCan } from '../../lib/permissions.tsx';
import { productsQueryOptions, type ProductListQuery } from '../../lib/resources/products.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { ProductsTable } from './components/products-table.tsx';
import { productsPageSize, type ProductsSearch } from './product-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

const BulkActionBar = lazy(() => import('../../components/bulk-actions/bulk-action-bar.tsx'));

interface ProductsScreenProps {
  projectId: string;
  search: ProductsSearch;
  /** The list query the route's loader fetched for this search. */
  query: ProductListQuery;
  onSearchChange: (update: (search: ProductsSearch) => ProductsSearch) => void;
}

/** The project's products, newest first, the page in the URL. */
export function ProductsScreen({ projectId, search, query, onSearchChange }: ProductsScreenProps) {
  const { data: list } = useSuspenseQuery(productsQueryOptions(query));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const canCreate = useCan('campaigns:write');
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="center">
          <Title order={1}>Products</Title>
          {canCreate && <ButtonLink to="/products/new">New product</ButtonLink>}
        </Group>
        <Text>
          The shop&apos;s catalog, as its backend or this page sent it. Collections and rules name these products and
          their SKUs; open a product to see and add its SKUs.
        </Text>
      </div>
      <SavedViewsMenu list="products" />
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            resource="products"
            noun="product"
            selected={selected}
            pageKeys={list.products.map((product) => product.id)}
            total={list.total}
            // The list has no filter: "all matching" is every product.
            filter={{}}
            onClear={() => setSelected([])}
          />
        </Suspense>
      )}
      {list.products.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no products on this page' : 'No products yet'}
          description="Products appear when the shop sends them through the API or they are added here."
        />
      ) : (
        <ProductsTable products={list.products} currency={currency} selection={{ selected, onChange: setSelected }} />
      )}
      <ListPager
        label="Products"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * productsPageSize < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, productsPageSize),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} products`}
      />
    </Stack>
  );
}
