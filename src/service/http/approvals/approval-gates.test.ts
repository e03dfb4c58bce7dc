import { describe, expect, it } from 'vitest';
import { approvalGates } from '../../testing/approval-gates.ts';
import { routePermissions } from '../../testing/route-permissions.ts';

/** The routes that change programs: every write route a person needs `campaigns:write` or `promotions:toggle` for. */
const programWrites = Object.entries(routePermissions)
  .filter(
    ([route, permission]) => !route.startsWith('GET ') && ['campaigns:write', 'promotions:toggle'].includes(permission),
  )
  .map(([route]) => route)
  .sort();

describe('the approval gate on every route that changes programs', () => {
  it('says of each whether a role needing approval is held there, and why a route is open', () => {
    expect(Object.keys(approvalGates).sort()).toEqual(programWrites);
  });
});
