// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webhookEventGroups } from '../../../../contract/webhook.ts';
import { renderWithProviders } from '../../../app/test-render.tsx';
import { chooseProject } from '../../../lib/session.ts';
import { webhookEventLabels } from '../webhook-search.ts';
import { WebhookForm } from './webhook-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  chooseProject('proj_1');
  fetchMock.mockImplementation((_input, init) =>
    Promise.resolve(
      Response.json({
        object: 'webhook',
        id: 'wh_1',
        created_at: '2026-05-19T10:00:00.000Z',
        ...(JSON.parse(String(init?.body)) as object),
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('WebhookForm', () => {
  it('offers every event in words, with its name in the API beside them', () => {
    renderWithProviders(<WebhookForm projectId="proj_1" opened onClose={() => {}} />);
    const customer = screen.getByRole('group', { name: 'Customer' });
    const completed = within(customer).getByRole('checkbox', { name: /A customer redeemed a reward with points/ });
    expect(completed).toHaveAccessibleName(
      'A customer redeemed a reward with points customer.reward_redemptions.completed',
    );
    const all = Object.values(webhookEventGroups).flat();
    expect(screen.getAllByRole('checkbox', { name: /\./ })).toHaveLength(all.length);
    expect(new Set(Object.values(webhookEventLabels)).size).toBe(all.length);
  });

  it('subscribes to the reward redemption event picked', async () => {
    const onClose = vi.fn();
    renderWithProviders(<WebhookForm projectId="proj_1" opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Target URL' }), 'https://hooks.example.com/rewards');
    await userEvent.click(screen.getByRole('checkbox', { name: /A customer redeemed a reward with points/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ events: ['customer.reward_redemptions.completed'] });
  });
});
