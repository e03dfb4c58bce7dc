import { lazy, Suspense, useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ViewList } from '../../../contract/saved-view.ts';
import { savedViewsQueryOptions } from '../../lib/resources/saved-views.ts';

// The dialogs load when first opened: most visits to a list only open a view, if that.
const SaveViewDialog = lazy(() => import('./save-view-dialog.tsx'));
const ManageViewsDialog = lazy(() => import('./manage-views-dialog.tsx'));

/**
 * A list's saved views: open one (its search params on this page), save the current filters, columns, order and
 * size under a name, or rename and delete. One line on each list page: `<SavedViewsMenu list="campaigns" />`.
 */
export function SavedViewsMenu({ list }: { list: ViewList }) {
  const views = useQuery(savedViewsQueryOptions(list));
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'save' | 'manage' | undefined>();
  const close = () => setDialog(undefined);
  const own = views.data?.data ?? [];

  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default">Views</Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Saved views">
          {views.isPending && <Menu.Label>Loading views…</Menu.Label>}
          {views.isError && <Menu.Label>Views could not be loaded</Menu.Label>}
          {views.isSuccess && own.length === 0 && <Menu.Label>No saved views yet</Menu.Label>}
          {own.map((view) => (
            <Menu.Item
              key={view.id}
              onClick={() => void navigate({ to: location.pathname, search: view.state })}
              rightSection={view.shared ? 'Shared' : undefined}
            >
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>Save current view…</Menu.Item>
          <Menu.Item onClick={() => setDialog('manage')} disabled={!own.some((v) => v.editable)}>
            Rename or delete views…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'save' && <SaveViewDialog list={list} search={location.search} onClose={close} />}
        {dialog === 'manage' && <ManageViewsDialog views={own.filter((v) => v.editable)} onClose={close} />}
      </Suspense>
    </Group>
  );
}
