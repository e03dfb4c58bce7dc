import type { Permission } from '../../contract/access.ts';

/** The dashboard's areas, shared by the navigation bar and the overview page. */
export interface NavArea {
  label: string;
  description: string;
  /** Each link shows only to roles holding its permission: nobody is offered a page that would refuse them. */
  links: { label: string; to: string; permission: Permission }[];
}

export const navAreas: NavArea[] = [
  {
    label: 'Campaigns',
    description: 'Browse campaign templates, create and change campaigns, and write the rules that guard them.',
    links: [
      { label: 'Templates', to: '/templates', permission: 'campaigns:read' },
      { label: 'Campaigns', to: '/campaigns', permission: 'campaigns:read' },
      { label: 'Validation rules', to: '/rules', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Promotions',
    description: 'Promotion campaigns, their tiers, and switching tiers on or off.',
    links: [{ label: 'Promotions', to: '/promotions', permission: 'campaigns:read' }],
  },
  {
    label: 'Loyalty',
    description: 'Loyalty programs and card transaction exports.',
    links: [
      { label: 'Loyalty', to: '/loyalty', permission: 'campaigns:read' },
      { label: 'Exports', to: '/loyalty/exports', permission: 'exports:create' },
    ],
  },
  {
    label: 'Redemptions',
    description: 'Check what a customer qualifies for, try stacked redemptions at a test till, and look back.',
    links: [
      { label: 'Qualification', to: '/qualification', permission: 'campaigns:read' },
      { label: 'Redemption desk', to: '/redemptions/desk', permission: 'redemptions:redeem' },
      { label: 'Redemption history', to: '/redemptions', permission: 'campaigns:read' },
    ],
  },
  {
    label: 'Customers',
    description: 'Find a customer: their cards, redemptions and events, and which campaigns they can use or why not.',
    links: [{ label: 'Customers', to: '/customers', permission: 'campaigns:read' }],
  },
  {
    label: 'Events',
    description: 'Send custom events for a customer.',
    links: [{ label: 'Events', to: '/events', permission: 'events:send' }],
  },
  {
    label: 'Project',
    description: 'Webhooks, the team, keys, OAuth tokens and the audit log.',
    links: [
      { label: 'Webhooks', to: '/project/webhooks', permission: 'webhooks:read' },
      { label: 'Team', to: '/project/team', permission: 'team:manage' },
      { label: 'Keys', to: '/project/keys', permission: 'api-keys:manage' },
      { label: 'API access', to: '/project/api-access', permission: 'api-keys:manage' },
      { label: 'Audit log', to: '/project/audit', permission: 'audit:read' },
    ],
  },
];

/** The areas and links a role may open; areas left without links are not shown. */
export const visibleAreas = (permissions: readonly Permission[]): NavArea[] =>
  navAreas
    .map((area) => ({ ...area, links: area.links.filter((link) => permissions.includes(link.permission)) }))
    .filter((area) => area.links.length > 0);
