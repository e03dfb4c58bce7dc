/** The dashboard's areas, shared by the navigation bar and the overview page. */
export interface NavArea {
  label: string;
  description: string;
  links: { label: string; to: string }[];
}

export const navAreas: NavArea[] = [
  {
    label: 'Campaigns',
    description: 'Browse campaign templates and create campaigns from them.',
    links: [
      { label: 'Templates', to: '/templates' },
      { label: 'Campaigns', to: '/campaigns' },
    ],
  },
  {
    label: 'Promotions',
    description: 'Promotion campaigns, their tiers, and switching tiers on or off.',
    links: [{ label: 'Promotions', to: '/promotions' }],
  },
  {
    label: 'Loyalty',
    description: 'Loyalty programs and card transaction exports.',
    links: [
      { label: 'Loyalty', to: '/loyalty' },
      { label: 'Exports', to: '/loyalty/exports' },
    ],
  },
  {
    label: 'Redemptions',
    description: 'Check what a customer qualifies for and try stacked redemptions at a test till.',
    links: [
      { label: 'Qualification', to: '/qualification' },
      { label: 'Redemption desk', to: '/redemptions/desk' },
    ],
  },
  {
    label: 'Events',
    description: 'Send custom events for a customer.',
    links: [{ label: 'Events', to: '/events' }],
  },
  {
    label: 'Project',
    description: 'Webhooks, team invitations and OAuth tokens.',
    links: [
      { label: 'Webhooks', to: '/project/webhooks' },
      { label: 'Team', to: '/project/team/invite' },
      { label: 'API access', to: '/project/api-access' },
    ],
  },
];
