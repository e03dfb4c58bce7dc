import { Badge, Code, Text } from '@mantine/core';
import type { CampaignTemplate } from '../../../../contract/campaign-template.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';

const typeLabels: Record<CampaignTemplate['campaign_type'], { label: string; color: string }> = {
  DISCOUNT_COUPONS: { label: 'Discount coupons', color: 'indigo' },
  GIFT_VOUCHERS: { label: 'Gift vouchers', color: 'teal' },
};

const templateColumns: DataTableColumn<CampaignTemplate>[] = [
  {
    header: 'Name',
    cell: (template) => (
      <>
        <Text size="sm" fw={600}>
          {template.name}
        </Text>
        <Code fz="xs" data-testid="template-id">
          {template.id}
        </Code>
      </>
    ),
  },
  {
    header: 'Type',
    cell: (template) => (
      <Badge variant="light" color={typeLabels[template.campaign_type].color} c="var(--mantine-color-text)">
        {typeLabels[template.campaign_type].label}
      </Badge>
    ),
  },
  { header: 'Description', cell: (template) => template.description ?? '—' },
  { header: 'Created', cell: (template) => formatDateTime(template.created_at) },
  { header: 'Updated', cell: (template) => formatDateTime(template.updated_at) },
];

interface TemplatesTableProps {
  templates: CampaignTemplate[];
  /** Says which listing and page the rows are, e.g. "Campaign templates, newest first, page 2". */
  caption: string;
}

export function TemplatesTable({ templates, caption }: TemplatesTableProps) {
  // Roles that cannot create campaigns see the templates without the way to set one up.
  const canCreate = useCan('campaigns:write');
  return (
    <DataTable
      caption={caption}
      columns={templateColumns}
      rows={templates}
      rowKey={(template) => template.id}
      minWidth={760}
      actionsHeader="Action"
      rowActions={(template) =>
        canCreate && (
          <ButtonLink
            to="/templates/$templateId/setup"
            params={{ templateId: template.id }}
            size="xs"
            variant="default"
            aria-label={`Create campaign from this template: ${template.name}`}
          >
            Create campaign
          </ButtonLink>
        )
      }
    />
  );
}
