// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../../../contract/access.ts';
import type { PendingPoints } from '../../../../contract/points-buckets.ts';
import { renderWithProviders } from '../../../app/test-render.tsx';
import { PermissionsProvider } from '../../../lib/permissions.tsx';
import { chooseProject } from '../../../lib/session.ts';
import { CardPendingPoints } from './card-pending-points.tsx';

const waiting: PendingPoints = {
  id: 'lopp_1',
  voucher_id: 'v_1',
  campaign_id: 'camp_1',
  points: 30,
  activates_at: '2026-12-01',
  details: {},
  created_at: '2026-11-20T10:00:00.000Z',
};
const list = (data: PendingPoints[]) => Response.json({ object: 'list', data_ref: 'data', data, has_more: false });

const fetchMock = vi.fn<typeof fetch>();
let pending = [waiting];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  chooseProject('proj_1');
  pending = [waiting];
  fetchMock.mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method === 'POST' && url.includes('/lopp_1/activate')) {
      pending = [];
      return Promise.resolve(
        Response.json({
          points: 30,
          total: 130,
          balance: 130,
          type: 'loyalty_card',
          object: 'balance',
          related_object: { type: 'voucher', id: 'v_1' },
          operation_type: 'MANUAL',
        }),
      );
    }
    return Promise.resolve(list(pending));
  });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const renderPending = (permissions: Permission[]) =>
  renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <CardPendingPoints code="CARD-1" />
    </PermissionsProvider>,
  );

describe('CardPendingPoints', () => {
  it('activates waiting points now and reads the list again', async () => {
    renderPending(['campaigns:read', 'campaigns:write']);
    const table = await screen.findByRole('table', { name: 'Points earned that reach the balance on their day' });
    expect(await within(table).findByRole('row', { name: /30/ })).toHaveTextContent('1 Dec 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Activate 30 points now' }));
    expect(await screen.findByText('No points are waiting.')).toBeVisible();
    const activation = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(activation?.[0])).toContain('/v1/loyalties/members/CARD-1/pending-points/lopp_1/activate');
  });

  it('leaves a reader unable to activate or cancel', async () => {
    renderPending(['campaigns:read']);
    expect(await screen.findByRole('button', { name: 'Activate 30 points now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel 30 pending points' })).toBeDisabled();
    expect(screen.getByText('Your role cannot activate or cancel pending points.')).toBeVisible();
  });
});
