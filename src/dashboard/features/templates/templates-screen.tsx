import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TemplateListQuery } from '../../../contract/campaign-template.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { listItems } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { cursorPaging, pageCountOf } from '../../lib/paging.ts';
import { templatesQueryOptions } from '../../lib/resources/templates.ts';
import { TemplateFilterBar } from './components/template-filter-bar.tsx';
import { TemplatesTable } from './components/templates-table.tsx';
import { templateOrders, templatesSearchRefusal, withListChange, type TemplatesSearch } from './template-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

interface TemplatesScreenProps {
  projectId: string;
  search: TemplatesSearch;
  /** The list query the route's loader fetched for this search. */
  query: TemplateListQuery;
  /** Takes an update of the latest search, so two quick changes cannot undo each other. */
  onSearchChange: (update: (search: TemplatesSearch) => TemplatesSearch) => void;
}

export function TemplatesScreen(props: TemplatesScreenProps) {
  const { search, query, onSearchChange } = props;
  const refusal = templatesSearchRefusal(query);
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Campaign templates</Title>
        <Text>Pick a template and create a campaign from it, changing whatever the new campaign needs.</Text>
      </div>
      <SavedViewsMenu list="templates" />
      <TemplateFilterBar
        search={search}
        onChange={(next) => onSearchChange((latest) => withListChange(latest, next))}
        nameRefusal={refusal}
      />
      {!refusal && <TemplatesResults {...props} />}
    </Stack>
  );
}

function TemplatesResults({ projectId, search, query, onSearchChange }: TemplatesScreenProps) {
  const { data: list } = useSuspenseQuery(templatesQueryOptions(projectId, query));
  const templates = listItems(list);
  const filtered = Boolean(search.name || search.type);
  const paging = cursorPaging({
    cursors: search.cursors,
    next: list.has_more ? list.more_starting_after : undefined,
    onCursorsChange: (update) => onSearchChange((latest) => ({ ...latest, cursors: update(latest.cursors) })),
    pageCount: list.total === undefined ? undefined : pageCountOf(list.total, search.limit),
  });
  const change = (next: Partial<TemplatesSearch>) => onSearchChange((latest) => withListChange(latest, next));
  const caption = `Campaign templates, ${templateOrders[search.order]}, page ${paging.page}`;

  return (
    <>
      {templates.length === 0 ? (
        <EmptyState
          title={filtered ? 'No template matches these filters' : 'This project has no campaign templates'}
          description={search.cursors.length > 0 ? 'There are no more templates after the previous page.' : undefined}
        >
          {filtered && (
            <Button variant="default" onClick={() => change({ name: '', type: undefined })}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <TemplatesTable templates={templates} caption={caption} />
      )}
      <ListPager
        label="Templates"
        {...paging}
        summary={list.total === undefined ? undefined : `${formatNumber(list.total)} templates in total`}
      />
    </>
  );
}
