import { Badge, Code, Table, Text } from '@mantine/core';
import type { CampaignTemplate } from '../../../../contract/campaign-template.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const typeLabels: Record<CampaignTemplate['campaign_type'], { label: string; color: string }> = {
  DISCOUNT_COUPONS: { label: 'Discount coupons', color: 'indigo' },
  GIFT_VOUCHERS: { label: 'Gift vouchers', color: 'teal' },
};

interface TemplatesTableProps {
  templates: CampaignTemplate[];
  /** Says which listing and page the rows are, e.g. "Campaign templates, newest first, page 2". */
  caption: string;
}

export function TemplatesTable({ templates, caption }: TemplatesTableProps) {
  // Roles that cannot create campaigns see the templates without the way to set one up.
  const canCreate = useCan('campaigns:write');
  return (
    <ScrollTable minWidth={760} label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {template.name}
                </Text>
                <Code fz="xs" data-testid="template-id">
                  {template.id}
                </Code>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={typeLabels[template.campaign_type].color} c="var(--mantine-color-text)">
                  {typeLabels[template.campaign_type].label}
                </Badge>
              </Table.Td>
              <Table.Td>{template.description ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(template.created_at)}</Table.Td>
              <Table.Td>{formatDateTime(template.updated_at)}</Table.Td>
              <Table.Td>
                {canCreate && (
                  <ButtonLink
                    to="/templates/$templateId/setup"
                    params={{ templateId: template.id }}
                    size="xs"
                    variant="default"
                    aria-label={`Create campaign from this template: ${template.name}`}
                  >
                    Create campaign
                  </ButtonLink>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
