// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { renderWithProviders } from '../../../app/test-render.tsx';
import type { Permission } from '../../../../contract/access.ts';
import { PermissionsProvider } from '../../../lib/permissions.tsx';
import { chooseProject } from '../../../lib/session.ts';
import { tierQueryOptions } from '../../../lib/resources/promotion-tiers.ts';
import { TierSwitch } from './tier-switch.tsx';

const tier: PromotionTier = {
  id: 'promo_1',
  created_at: '2026-01-05T09:00:00.000Z',
  name: 'Weekend treat',
  action: { discount: { type: 'AMOUNT', amount_off: 500 } },
  metadata: {},
  hierarchy: 3,
  promotion_id: 'camp_1',
  campaign: { id: 'camp_1', active: true, object: 'campaign' },
  campaign_id: 'camp_1',
  active: false,
  summary: { redemptions: { total_redeemed: 0 }, orders: { total_amount: 0, total_discount_amount: 0 } },
  object: 'promotion_tier',
  validation_rule_assignments: { object: 'list', data_ref: 'data', data: [], total: 0 },
  categories: [],
};

/** Renders the switch from the cache, as the tier page does, so optimistic updates show. */
function CachedTierSwitch() {
  const { data } = useQuery({ ...tierQueryOptions(tier.id), initialData: tier, staleTime: Infinity });
  return <TierSwitch tier={data} />;
}

const fetchMock = vi.fn<typeof fetch>();
let resolveEnable: (response: Response) => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  chooseProject('proj_1');
  fetchMock.mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        resolveEnable = resolve;
      }),
  );
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderSwitch(permissions: Permission[] = ['campaigns:read', 'promotions:toggle']) {
  return renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <CachedTierSwitch />
    </PermissionsProvider>,
  );
}

const state = () => within(screen.getByRole('group', { name: 'Tier switch' }));

describe('TierSwitch', () => {
  it('shows the new state at once, then the tier the service returns', async () => {
    const { queryClient } = renderSwitch();
    await userEvent.click(state().getByRole('button', { name: 'Enable' }));
    expect(state().getByText('Active')).toBeVisible();
    expect(state().getByRole('button', { name: 'Disable' })).toBeDisabled();

    // The request goes out once the approval answer's schema has loaded (a dynamic import): answer it after that.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolveEnable(Response.json({ ...tier, active: true, updated_at: '2026-11-02T10:00:00.000Z' }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(tierQueryOptions(tier.id).queryKey)?.updated_at).toBe('2026-11-02T10:00:00.000Z'),
    );
    // The mutation settles a tick after the cache takes the service's tier.
    await vi.waitFor(() => expect(state().getByRole('button', { name: 'Disable' })).toBeEnabled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/promotions/tiers/promo_1/enable');
  });

  it('goes back to the previous state when the service refuses', async () => {
    renderSwitch();
    await userEvent.click(state().getByRole('button', { name: 'Enable' }));
    expect(state().getByText('Active')).toBeVisible();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolveEnable(
      Response.json(
        {
          code: 404,
          key: 'not_found',
          message: 'Resource not found',
          details: 'Cannot find promotion_tier with id promo_1',
          request_id: 'r9',
        },
        { status: 404 },
      ),
    );
    expect(await state().findByText('Inactive')).toBeVisible();
    const alert = screen.getByRole('alert', { name: 'The switch was undone' });
    expect(alert).toHaveTextContent('Cannot find promotion_tier with id promo_1');
    await userEvent.click(within(alert).getByRole('button', { name: 'Details' }));
    expect(alert).toHaveTextContent('Request id r9');
  });

  it('shows only the state to a role that cannot switch tiers', () => {
    renderSwitch(['campaigns:read']);
    expect(screen.queryByRole('group', { name: 'Tier switch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(screen.getByText('Your role cannot switch tiers.')).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
  });
});
