import { lazy, Suspense, useState } from 'react';
import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { TextFilter } from '../../components/text-filter.tsx';
import { formatNumber } from '../../lib/format.ts';
import { customersQueryOptions, type CustomerListQuery } from '../../lib/resources/customers.ts';
import { CustomersTable } from './components/customers-table.tsx';
import { customersPageSize, customersSearchRefusal, type CustomersSearch } from './customer-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

const BulkActionBar = lazy(() => import('../../components/bulk-actions/bulk-action-bar.tsx'));

interface CustomersScreenProps {
  search: CustomersSearch;
  /** The list query the route's loader fetched for this search. */
  query: CustomerListQuery;
  onSearchChange: (update: (search: CustomersSearch) => CustomersSearch) => void;
}

/** The project's customers: search by source id, name or email, the page in the URL. */
export function CustomersScreen({ search, query, onSearchChange }: CustomersScreenProps) {
  const refusal = customersSearchRefusal(query);
  const canCreate = useCan('campaigns:write');
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="center">
          <Title order={1}>Customers</Title>
          {canCreate && <ButtonLink to="/customers/new">New customer</ButtonLink>}
        </Group>
        <Text>
          Everyone who redeemed a code, sent an event or was added by the shop or here. Open a customer to see their
          cards, redemptions, events and which campaigns they can use.
        </Text>
      </div>
      <SavedViewsMenu list="customers" />
      <TextFilter
        label="Source id, name or email contains"
        value={search.q}
        onApply={(q) => onSearchChange((latest) => ({ ...latest, q, page: 1 }))}
        buttonLabel="Search"
        error={refusal}
      />
      {!refusal && <CustomersResults search={search} query={query} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function CustomersResults({ search, query, onSearchChange }: CustomersScreenProps) {
  const { data: list } = useSuspenseQuery(customersQueryOptions(query));
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            resource="customers"
            noun="customer"
            selected={selected}
            pageKeys={list.customers.map((customer) => customer.id)}
            total={list.total}
            filter={query.q === undefined ? {} : { q: query.q }}
            onClear={() => setSelected([])}
          />
        </Suspense>
      )}
      {list.customers.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no customers on this page' : 'No customers match'}
          description={
            search.q
              ? 'Try part of the source id, the name or the email.'
              : 'Customers appear with their first redemption or custom event, or when added.'
          }
        />
      ) : (
        <CustomersTable customers={list.customers} selection={{ selected, onChange: setSelected }} />
      )}
      <ListPager
        label="Customers"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * customersPageSize < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, customersPageSize),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} customers`}
      />
    </>
  );
}
