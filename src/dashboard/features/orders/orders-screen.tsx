import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { formatNumber } from '../../lib/format.ts';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { ordersQueryOptions, type OrderListQuery } from '../../lib/resources/orders.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { OrdersTable } from './components/orders-table.tsx';
import { ordersPageSize, type OrdersSearch } from './order-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

interface OrdersScreenProps {
  projectId: string;
  search: OrdersSearch;
  /** The list query the route's loader fetched for this search. */
  query: OrderListQuery;
  onSearchChange: (update: (search: OrdersSearch) => OrdersSearch) => void;
}

/** The project's orders, newest first, the page in the URL. */
export function OrdersScreen({ projectId, search, query, onSearchChange }: OrdersScreenProps) {
  const { data: list } = useSuspenseQuery(ordersQueryOptions(query));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Orders</Title>
        <Text>
          What the shop sent with its redemptions or through the orders API. Open an order to see its lines, the
          redemptions made on it, and to change its status.
        </Text>
      </div>
      <SavedViewsMenu list="orders" />
      {list.orders.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no orders on this page' : 'No orders yet'}
          description="Orders appear when a redemption names one or the shop creates one through the API."
        />
      ) : (
        <OrdersTable orders={list.orders} currency={currency} />
      )}
      <ListPager
        label="Orders"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * ordersPageSize < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, ordersPageSize),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} orders`}
      />
    </Stack>
  );
}
