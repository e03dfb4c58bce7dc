import { Text } from '@mantine/core';
import type { z } from 'zod';
import type { collectionProductsSchema } from '../../../../contract/product-collection.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

type Members = z.output<typeof collectionProductsSchema>;
type Member = Members['data'][number];

const productIdOf = (member: Member) => (member.object === 'sku' ? member.product_id : member.id);
const memberName = (member: Member) =>
  member.object === 'sku'
    ? `${member.product.name || member.product.source_id || member.product_id} — ${member.sku || member.source_id || member.id}`
    : member.name || member.source_id || member.id;

const columns = (currency: string): DataTableColumn<Member>[] => [
  {
    header: 'Product or SKU',
    cell: (member) => (
      <AnchorLink to="/products/$productId" params={{ productId: productIdOf(member) }} fw={600}>
        {memberName(member)}
      </AnchorLink>
    ),
  },
  { header: 'Kind', cell: (member) => (member.object === 'sku' ? 'SKU' : 'Product') },
  { header: 'Source id', cell: (member) => member.source_id ?? '—' },
  {
    header: 'Price',
    cell: (member) => formatMoney(member.price, (member.object === 'sku' ? member.currency : null) ?? currency),
  },
];

/** What the collection holds now, as the service resolves it (a filter's matches change with the catalog). */
export function CollectionMembers({ members, currency }: { members: Members; currency: string }) {
  return (
    <DetailSection title="Holds now">
      {members.data.length === 0 ? (
        <Text size="sm">Nothing: no product or SKU it names exists now.</Text>
      ) : (
        <DataTable
          caption="Products and SKUs in this collection"
          label="Products and SKUs in this collection"
          columns={columns(currency)}
          rows={members.data}
          rowKey={(member) => `${member.object}:${member.id}`}
          minWidth={560}
        />
      )}
      {members.total > members.data.length && (
        <Text size="sm" mt="xs">
          The first {formatNumber(members.data.length)} of {formatNumber(members.total)}.
        </Text>
      )}
    </DetailSection>
  );
}
