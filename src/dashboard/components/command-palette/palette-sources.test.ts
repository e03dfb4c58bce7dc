import { describe, expect, it } from 'vitest';
import { rolePermissions, type Permission } from '../../../contract/access.ts';
import type { SavedView } from '../../../contract/saved-view.ts';
import type { SearchHit } from '../../../contract/search.ts';
import { paletteItems } from './palette-sources.ts';

const code: SearchHit = {
  kind: 'voucher',
  id: 'v_1',
  label: 'PERCENT15',
  secondary: null,
  active: true,
  campaign_id: null,
};
const view: SavedView = {
  id: 'view_1',
  object: 'saved_view',
  name: 'Summer campaigns',
  list: 'campaigns',
  shared: true,
  state: { q: 'summer' },
  owner: { id: 'user_1', name: 'Ada' },
  editable: false,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: null,
};
const labels = (typed: string, permissions: readonly Permission[], views: SavedView[] = []) =>
  paletteItems(typed, { hits: [code], views, permissions }).map((item) => item.label);

describe('the command palette entries', () => {
  it('offers Disable on a code only to roles that may change campaigns, and a verb narrows to it', () => {
    expect(labels('disable perc', rolePermissions.USER)).toEqual(['Disable PERCENT15']);
    expect(labels('perc', rolePermissions.VIEWER)).toContain('Open PERCENT15');
    expect(labels('disable perc', rolePermissions.VIEWER)).toEqual([]);
  });

  it('opens a saved view by name on its list page with its filters', () => {
    const [entry] = paletteItems('summer', { hits: [], views: [view], permissions: rolePermissions.VIEWER });
    expect(entry).toMatchObject({
      label: 'Open view Summer campaigns',
      run: { kind: 'view', to: '/campaigns', search: { q: 'summer' } },
    });
    expect(labels('winter', rolePermissions.VIEWER, [view])).not.toContain('Open view Summer campaigns');
  });
});
