import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { customerQueryOptions } from '../../lib/resources/customers.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { CampaignEligibility } from './components/campaign-eligibility.tsx';
import { CustomerCards } from './components/customer-cards.tsx';
import { CustomerEvents } from './components/customer-events.tsx';
import { CustomerFacts } from './components/customer-facts.tsx';
import { CustomerPublish } from './components/customer-publish.tsx';
import { CustomerRedemptions } from './components/customer-redemptions.tsx';
import { customerPageQueries, type CustomerSearch } from './customer-search.ts';

interface CustomerScreenProps {
  projectId: string;
  customerId: string;
  search: CustomerSearch;
  onSearchChange: (update: (search: CustomerSearch) => CustomerSearch) => void;
}

/** One customer: who they are, what they hold, redeemed and sent, and which campaigns they can use and why not. */
export function CustomerScreen({ projectId, customerId, search, onSearchChange }: CustomerScreenProps) {
  const { data: customer } = useSuspenseQuery(customerQueryOptions(customerId));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const queries = customerPageQueries(customerId, search);
  const canEdit = useCan('campaigns:write');

  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/customers" size="sm">
          ← Customers
        </AnchorLink>
        <Group justify="space-between" align="center">
          <Title order={1}>{customer.name || customer.source_id || customer.id}</Title>
          {canEdit && (
            <ButtonLink variant="default" to="/customers/$customerId/edit" params={{ customerId }}>
              Edit customer
            </ButtonLink>
          )}
        </Group>
        {customer.name && customer.source_id && <Text ff="monospace">{customer.source_id}</Text>}
      </div>
      <CustomerFacts customer={customer} currency={currency} />
      <CustomerPublish customerId={customer.id} />
      <CampaignEligibility
        projectId={projectId}
        customerId={customerId}
        query={queries.eligibility}
        currency={currency}
        onPageChange={(campaigns) => onSearchChange((latest) => ({ ...latest, campaigns }))}
      />
      <CustomerCards query={queries.cards} currency={currency} />
      <CustomerRedemptions
        query={queries.redemptions}
        historyFilter={customer.source_id ?? customer.id}
        currency={currency}
      />
      <CustomerEvents
        projectId={projectId}
        customerId={customerId}
        query={queries.events}
        onPageChange={(events) => onSearchChange((latest) => ({ ...latest, events }))}
      />
    </Stack>
  );
}
