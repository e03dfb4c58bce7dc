import { EmptyState, NativeSelect, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../../components/list-pager.tsx';
import { listItems } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { numberedPaging, pageCountOf } from '../../../lib/paging.ts';
import { loyaltyMembersQueryOptions } from '../../../lib/resources/vouchers.ts';
import { cardPageSizes, type ProgramSearch } from '../loyalty-search.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { CardsTable } from './cards-table.tsx';

interface ProgramMembersProps {
  campaignId: string;
  programName: string;
  search: ProgramSearch;
  onSearchChange: (search: ProgramSearch) => void;
}

/** A program's members (its cards), a page at a time. */
export function ProgramMembers({ campaignId, programName, search, onSearchChange }: ProgramMembersProps) {
  const { data: list } = useSuspenseQuery(
    loyaltyMembersQueryOptions({ campaignId, page: search.page, limit: search.limit }),
  );
  const cards = listItems(list);
  return (
    <Stack gap="sm">
      <AddMemberForm campaignId={campaignId} />
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
