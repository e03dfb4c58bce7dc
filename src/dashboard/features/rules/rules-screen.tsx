import { EmptyState, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { TextFilter } from '../../components/text-filter.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import { validationRulesQueryOptions, type RuleListQuery } from '../../lib/resources/validation-rules.ts';
import { describeRule } from '../../lib/rule-words.ts';
import { rulesPageSize, type RulesSearch } from './rules-search.ts';

interface RulesScreenProps {
  search: RulesSearch;
  query: RuleListQuery;
  currency: string;
  onSearchChange: (search: Partial<RulesSearch>) => void;
}

/** The project's validation rules in words, with how many campaigns and tiers each guards. */
export function RulesScreen({ search, query, currency, onSearchChange }: RulesScreenProps) {
  const { data } = useSuspenseQuery(validationRulesQueryOptions(query));
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
      <TextFilter
        label="Name contains"
        value={search.name}
        onApply={(name) => onSearchChange({ name, page: 1 })}
        buttonLabel="Search"
      />
      {data.data.length === 0 ? (
        <EmptyState title={search.name ? 'No rule matches' : 'No rules yet'} description="Write one with New rule." />
      ) : (
        <ScrollTable minWidth={640} label="Validation rules">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Validation rules</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Conditions</Table.Th>
                <Table.Th>Guards</Table.Th>
                <Table.Th>Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>
                    <AnchorLink to="/rules/$ruleId" params={{ ruleId: rule.id }} fw={600}>
                      {rule.name}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{describeRule(rule.rules, currency)}</Table.Td>
                  <Table.Td>{formatNumber(rule.assignments_count)}</Table.Td>
                  <Table.Td>{formatDateTime(rule.updated_at ?? rule.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
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
    </Stack>
  );
}
