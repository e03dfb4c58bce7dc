import { EmptyState, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { listItems } from '../../lib/api-client.ts';
import { campaignsQueryOptions } from '../../lib/resources/campaigns.ts';
import { formatNumber } from '../../lib/format.ts';
import { loyaltyMembersQueryOptions } from '../../lib/resources/vouchers.ts';
import { CardsTable } from './components/cards-table.tsx';
import { EarningRulesSection } from './components/earning-rules-section.tsx';
import { ProgramsTable } from './components/programs-table.tsx';
import { cardPageSizes, programsQuery, PROGRAMS_PER_PAGE, type LoyaltySearch } from './loyalty-search.ts';

interface LoyaltyScreenProps {
  search: LoyaltySearch;
  onSearchChange: (search: LoyaltySearch) => void;
}

function ProgramCards({
  campaignId,
  programName,
  search,
  onSearchChange,
}: LoyaltyScreenProps & { campaignId: string; programName: string }) {
  const { data: list } = useSuspenseQuery(
    loyaltyMembersQueryOptions({ campaignId, page: search.page, limit: search.limit }),
  );
  const cards = listItems(list);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cards-title">
      <Title order={2} size="h3" id="cards-title">
        Cards of {programName}
      </Title>
      <NativeSelect
        label="Cards per page"
        w={200}
        value={String(search.limit)}
        onChange={(event) => onSearchChange({ ...search, limit: Number(event.currentTarget.value), page: 1 })}
        data={cardPageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
      />
      {cards.length === 0 ? (
        <EmptyState
          title="No cards on this page"
          description="This program has issued no cards yet, or the page is past the last one."
        />
      ) : (
        <CardsTable cards={cards} programName={programName} />
      )}
      <ListPager
        label="Cards"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * search.limit < list.total,
          pageCount: pageCountOf(list.total, search.limit),
          onPageChange: (page) => onSearchChange({ ...search, page }),
        })}
        summary={`${formatNumber(list.total)} cards`}
      />
    </Stack>
  );
}

export function LoyaltyScreen({ search, onSearchChange }: LoyaltyScreenProps) {
  const { data: list } = useSuspenseQuery(campaignsQueryOptions(programsQuery(search)));
  const programs = listItems(list);
  const campaignId = search.campaign ?? programs[0]?.id;
  const programName = programs.find((program) => program.id === campaignId)?.name ?? campaignId;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Loyalty</Title>
        <Text>Loyalty programs and their cards. Open a card to see its points and export its transactions.</Text>
      </div>
      {programs.length === 0 ? (
        <EmptyState title="No loyalty programs" description="This project has no loyalty campaigns on this page." />
      ) : (
        <ProgramsTable programs={programs} selectedId={campaignId} search={search} />
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
      {campaignId && programName && <EarningRulesSection campaignId={campaignId} programName={programName} />}
      {campaignId && programName && (
        <ProgramCards
          campaignId={campaignId}
          programName={programName}
          search={search}
          onSearchChange={onSearchChange}
        />
      )}
    </Stack>
  );
}
