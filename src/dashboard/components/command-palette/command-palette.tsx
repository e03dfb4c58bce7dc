import { useId, useState, type KeyboardEvent } from 'react';
import { Badge, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SearchHit } from '../../../contract/search.ts';
import { useGranted } from '../../lib/permissions.tsx';
import { savedViewsQueryOptions } from '../../lib/resources/saved-views.ts';
import { searchQueryOptions } from '../../lib/resources/search.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { paletteItems, parseCommand, type PaletteItem, type PaletteRun } from './palette-sources.ts';
import { CampaignSwitch, RollBackConfirm, VoucherSwitch } from './palette-runners.tsx';
import classes from './command-palette.module.css';

interface CommandPaletteProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The command palette (Ctrl+K / ⌘+K): one text box over the project's objects, actions and pages, driven by the
 * keyboard as a combobox (arrows move, Enter runs, Escape closes). Loaded on its first opening.
 */
export default function CommandPalette({ projectId, opened, onClose }: CommandPaletteProps) {
  const [typed, setTyped] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [running, setRunning] = useState<{ run: PaletteRun; key: number } | undefined>();
  const [debounced] = useDebouncedValue(parseCommand(typed).text, 150);
  const permissions = useGranted();
  const navigate = useNavigate();
  const listId = useId();
  const search = useQuery({ ...searchQueryOptions(projectId, debounced), placeholderData: keepPreviousData });
  const hits = debounced ? (search.data?.data ?? []) : [];
  const views = useQuery(savedViewsQueryOptions()).data?.data ?? [];
  const items = paletteItems(typed, { hits, views, permissions });
  const active = items[Math.min(activeIndex, items.length - 1)];
  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;

  function close() {
    setTyped('');
    setActiveIndex(0);
    onClose();
  }

  function open(hit: SearchHit) {
    if (hit.kind === 'campaign') return navigate({ to: '/campaigns/$campaignId', params: { campaignId: hit.id } });
    if (hit.kind === 'voucher') return navigate({ to: '/vouchers/$code', params: { code: hit.label } });
    if (hit.kind === 'customer') return navigate({ to: '/customers/$customerId', params: { customerId: hit.id } });
    if (hit.kind === 'redemption')
      return navigate({ to: '/redemptions/$redemptionId', params: { redemptionId: hit.id } });
    if (hit.kind === 'order') return navigate({ to: '/orders/$orderId', params: { orderId: hit.id } });
    return navigate({ to: '/project/team' });
  }

  function choose(item: PaletteItem | undefined) {
    if (!item) return;
    const { run } = item;
    if (run.kind === 'page') {
      close();
      void navigate({ to: run.to });
    } else if (run.kind === 'view') {
      close();
      void navigate({ to: run.to, search: run.search });
    } else if (run.kind === 'open') {
      close();
      void open(run.hit);
    } else setRunning((was) => ({ run, key: (was?.key ?? 0) + 1 }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((items.length + Math.min(activeIndex, items.length - 1) + step) % Math.max(items.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    }
  }

  const run = running?.run;
  const runKey = running?.key;
  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title="Command palette"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the command palette' }}
      >
        <Stack gap="sm">
          <TextInput
            data-autofocus
            label="Find or do"
            description="A name, code or id prefix; start with disable, enable, roll back, open or invite"
            placeholder="PERCENT15, r_…, disable SUMMER"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
            rightSection={search.isFetching ? <Loader size="xs" /> : undefined}
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {search.error && <ErrorAlert error={search.error} />}
          <div role="listbox" id={listId} aria-label="Matches" className={classes.list}>
            {items.map((item, index) => (
              <UnstyledButton
                component="div"
                key={item.key}
                id={optionId(item)}
                role="option"
                tabIndex={-1}
                aria-selected={item === active}
                aria-label={item.label}
                aria-describedby={`${optionId(item)}-detail`}
                className={classes.option}
                data-active={item === active || undefined}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(item)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {item.label}
                  </Text>
                  <Badge id={`${optionId(item)}-detail`} variant="light" size="sm" className={classes.detail}>
                    {item.detail}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))}
          </div>
          <Text size="xs" c="dimmed" aria-live="polite">
            {items.length === 0
              ? 'Nothing matches.'
              : `${items.length} matches. Arrows move, Enter runs, Escape closes.`}
          </Text>
        </Stack>
      </Modal>
      {run?.kind === 'voucher-active' && <VoucherSwitch key={runKey} code={run.code} active={run.active} />}
      {run?.kind === 'campaign-active' && (
        <CampaignSwitch key={runKey} campaignId={run.campaignId} name={run.name} active={run.active} />
      )}
      {run?.kind === 'roll-back' && (
        <RollBackConfirm key={runKey} redemptionId={run.redemptionId} onClose={() => setRunning(undefined)} />
      )}
    </>
  );
}
