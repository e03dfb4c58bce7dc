// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { SentForApproval } from '../lib/approval-answer.ts';
import { ErrorAlert } from './error-alert.tsx';

const renderInTheme = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

const duplicate = new ApiError(409, {
  code: 409,
  key: 'duplicate_found',
  message: 'Duplicated resource',
  details: 'A campaign named Summer already exists',
  request_id: 'v-0c1',
});

describe('ErrorAlert', () => {
  afterEach(cleanup);

  it('says a change held for approval was sent, as news rather than an error', () => {
    const held = new SentForApproval({
      id: 'apr_1',
      object: 'approval_request',
      kind: 'budget',
      status: 'PENDING',
      resource_type: 'campaign',
      resource_id: 'camp_1',
      summary: 'Change the campaign Summer',
      diff: [{ field: 'expiration_date', before: 'not set', after: '"2027-01-01T00:00:00.000Z"' }],
      requested_by: { id: 'usr_1', name: 'Maker' },
      decided_by: null,
      comment: null,
      created_at: '2026-12-01T00:00:00.000Z',
      decided_at: null,
      you_can_decide: false,
    });
    renderInTheme(<ErrorAlert error={held} title="Could not save the campaign" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sent for approval');
    expect(status).toHaveTextContent('Change the campaign Summer. Nothing changes until an approver approves it.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sentence in words and keeps status, key and request id behind Details', async () => {
    renderInTheme(<ErrorAlert error={duplicate} title="Could not create the campaign" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not create the campaign');
    expect(alert).toHaveTextContent('A campaign named Summer already exists');
    expect(alert).not.toHaveTextContent('HTTP 409');
    expect(alert).not.toHaveTextContent('duplicate_found');
    expect(alert).not.toHaveTextContent('v-0c1');

    const details = within(alert).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(alert).toHaveTextContent('HTTP 409');
    expect(alert).toHaveTextContent('duplicate_found');
    expect(alert).toHaveTextContent('Request id v-0c1');
  });

  it('copies status, key, request id and details to the clipboard', async () => {
    const user = userEvent.setup();
    renderInTheme(<ErrorAlert error={duplicate} />);
    const alert = screen.getByRole('alert', { name: 'A campaign named Summer already exists' });
    await user.click(within(alert).getByRole('button', { name: 'Details' }));
    await user.click(within(alert).getByRole('button', { name: 'Copy details' }));
    expect(await within(alert).findByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('HTTP 409');
    expect(copied).toContain('duplicate_found');
    expect(copied).toContain('v-0c1');
    expect(copied).toContain('A campaign named Summer already exists');
  });

  it('lists the field errors no field took, and says so when every one found its field', () => {
    const invalid = (errors: { path: string; message: string }[]) =>
      new ApiError(400, {
        code: 400,
        key: 'invalid_payload',
        message: 'Invalid payload',
        details: 'x',
        request_id: 'r',
        errors,
      });
    renderInTheme(
      <ErrorAlert error={invalid([{ path: 'access_settings', message: 'Not enabled' }])} title="Not saved" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('access_settings: Not enabled');
    cleanup();
    renderInTheme(<ErrorAlert error={invalid([])} title="Not saved" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the fields marked below.');
  });

  it('shows any other failure by its message, without details', () => {
    renderInTheme(<ErrorAlert error={new Error('The page could not load')} />);
    expect(screen.getByRole('alert', { name: 'The page could not load' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });
});
