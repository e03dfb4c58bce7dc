import { Badge } from '@mantine/core';
import type { CampaignStatus } from '../../contract/campaign.ts';

const looks: Record<CampaignStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  EXPIRED: { label: 'Expired', color: 'orange' },
  DISABLED: { label: 'Disabled', color: 'gray' },
  DELETED: { label: 'Deleted', color: 'red' },
};

/** The campaign's status as the service decides it (switch, dates, bin); body text color keeps it readable. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { label, color } = looks[status];
  return (
    <Badge variant="light" color={color} c="var(--mantine-color-text)">
      {label}
    </Badge>
  );
}
