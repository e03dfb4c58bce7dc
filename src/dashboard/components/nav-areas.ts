import type { Permission } from '../../contract/access.ts';

/** The dashboard's areas, as the navigation bar lists them. */
export interface NavArea {
  label: string;
  /** Each link shows only to roles holding its permission: nobody is offered a page that would refuse them. */
  links: { label: string; to: string; permission: Permission }[];
}

export const navAreas: NavArea[] = [
  {
    label: 'Campaigns',
    links: [
      { label: 'Templates', to: '/templates', permission: 'campaigns:read' },
      { label: 'Campaigns', to: '/campaigns', permission: 'campaigns:read' },
      { label: 'Calendar', to: '/calendar', permission: 'campaigns:read' },
      { label: 'Validation rules', to: '/rules', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Promotions',
    links: [{ label: 'Promotions', to: '/promotions', permission: 'campaigns:read' }],
  },
  {
    label: 'Catalog',
    links: [
      { label: 'Products', to: '/products', permission: 'campaigns:read' },
      { label: 'Collections', to: '/collections', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Loyalty',
    links: [
      { label: 'Loyalty', to: '/loyalty', permission: 'campaigns:read' },
      { label: 'Rewards', to: '/loyalty/rewards', permission: 'campaigns:read' },
      { label: 'Exports', to: '/loyalty/exports', permission: 'exports:create' },
    ],
  },
  {
    label: 'Redemptions',
    links: [
      { label: 'Qualification', to: '/qualification', permission: 'campaigns:read' },
      { label: 'Redemption desk', to: '/redemptions/desk', permission: 'redemptions:redeem' },
      { label: 'Redemption history', to: '/redemptions', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Customers',
    links: [
      { label: 'Customers', to: '/customers', permission: 'campaigns:read' },
      { label: 'Orders', to: '/orders', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Events',
    links: [{ label: 'Events', to: '/events', permission: 'events:send' }],
  },
  {
    label: 'Project',
    links: [
      { label: 'Webhooks', to: '/project/webhooks', permission: 'webhooks:read' },
      { label: 'Team', to: '/project/team', permission: 'team:manage' },
      { label: 'Keys', to: '/project/keys', permission: 'api-keys:manage' },
      { label: 'API access', to: '/project/api-access', permission: 'api-keys:manage' },
      { label: 'Audit log', to: '/project/audit', permission: 'audit:read' },
      { label: 'Approvals', to: '/project/approvals', permission: 'campaigns:read' },
      { label: 'Bin', to: '/project/bin', permission: 'campaigns:read' },
    ],
  },
];

/** The areas and links a role may open; areas left without links are not shown. */
export const visibleAreas = (permissions: readonly Permission[]): NavArea[] =>
  navAreas
    .map((area) => ({ ...area, links: area.links.filter((link) => permissions.includes(link.permission)) }))
    .filter((area) => area.links.length > 0);
