import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { TextFilter } from '../../components/text-filter.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import { validationRulesQueryOptions, type RuleListQuery } from '../../lib/resources/validation-rules.ts';
import { describeRule } from '../../lib/rule-words.ts';
import { rulesPageSize, rulesSearchRefusal, type RulesSearch } from './rules-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

interface RulesScreenProps {
  search: RulesSearch;
  query: RuleListQuery;
  currency: string;
  onSearchChange: (search: Partial<RulesSearch>) => void;
}

/** The project's validation rules in words, with how many campaigns and tiers each guards. */
export function RulesScreen({ search, query, currency, onSearchChange }: RulesScreenProps) {
  const refusal = rulesSearchRefusal(query);
  const canChange = useCan('campaigns:write');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Validation rules</Title>
          <Text>Conditions a code or tier must meet to redeem: order amount, products, customer, counts.</Text>
        </div>
        {canChange && <ButtonLink to="/rules/new">New rule</ButtonLink>}
      </Group>
      <SavedViewsMenu list="rules" />
      <TextFilter
        label="Name contains"
        value={search.name}
        onApply={(name) => onSearchChange({ name, page: 1 })}
        buttonLabel="Search"
        error={refusal}
      />
      {!refusal && <RulesResults search={search} query={query} currency={currency} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function RulesResults({ search, query, currency, onSearchChange }: RulesScreenProps) {
  const { data } = useSuspenseQuery(validationRulesQueryOptions(query));
  return (
    <>
      {data.data.length === 0 ? (
        <EmptyState title={search.name ? 'No rule matches' : 'No rules yet'} description="Write one with New rule." />
      ) : (
        <DataTable
          caption="Validation rules"
          columns={[
            {
              header: 'Rule',
              cell: (rule) => (
                <AnchorLink to="/rules/$ruleId" params={{ ruleId: rule.id }} fw={600}>
                  {rule.name}
                </AnchorLink>
              ),
            },
            { header: 'Conditions', cell: (rule) => describeRule(rule.rules, currency) },
            { header: 'Guards', cell: (rule) => formatNumber(rule.assignments_count) },
            { header: 'Updated', cell: (rule) => formatDateTime(rule.updated_at ?? rule.created_at) },
          ]}
          rows={data.data}
          rowKey={(rule) => rule.id}
          minWidth={640}
        />
      )}
      <ListPager
        label="Validation rules"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * rulesPageSize < data.total,
          pageCount: pageCountOf(data.total, rulesPageSize),
          onPageChange: (page) => onSearchChange({ page }),
        })}
        summary={`${formatNumber(data.total)} rules`}
      />
    </>
  );
}
