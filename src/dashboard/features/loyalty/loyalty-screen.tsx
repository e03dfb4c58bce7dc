import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../contract/campaign.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { listItems } from '../../lib/api-client.ts';
import { campaignsQueryOptions } from '../../lib/resources/campaigns.ts';
import { formatNumber } from '../../lib/format.ts';
import { NewProgramForm } from './components/new-program-form.tsx';
import { ProgramsTable } from './components/programs-table.tsx';
import { programsQuery, PROGRAMS_PER_PAGE, type LoyaltySearch } from './loyalty-search.ts';

interface LoyaltyScreenProps {
  search: LoyaltySearch;
  onSearchChange: (search: LoyaltySearch) => void;
  onProgramCreated: (program: Campaign) => void;
}

export function LoyaltyScreen({ search, onSearchChange, onProgramCreated }: LoyaltyScreenProps) {
  const { data: list } = useSuspenseQuery(campaignsQueryOptions(programsQuery(search)));
  const programs = listItems(list);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Loyalty</Title>
        <Text>Loyalty programs. Open a program to see its settings and members.</Text>
        <AnchorLink to="/loyalty/rewards">Reward catalogue</AnchorLink>
      </div>
      {programs.length === 0 ? (
        <EmptyState title="No loyalty programs" description="This project has no loyalty campaigns on this page." />
      ) : (
        <ProgramsTable programs={programs} />
      )}
      <ListPager
        label="Programs"
        {...numberedPaging({
          page: search.programPage,
          hasNext: search.programPage * PROGRAMS_PER_PAGE < list.total,
          pageCount: pageCountOf(list.total, PROGRAMS_PER_PAGE),
          onPageChange: (page) => onSearchChange({ ...search, programPage: page }),
        })}
        summary={`${formatNumber(list.total)} programs`}
      />
      <NewProgramForm onCreated={onProgramCreated} />
    </Stack>
  );
}
