import type { OrderCalculated } from '../../../../contract/order.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactsList, type Fact } from '../../../components/facts-list.tsx';
import { MetadataList } from '../../../components/metadata-list.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const customerLink = (customerId: string | null | undefined) =>
  customerId ? (
    <AnchorLink to="/customers/$customerId" params={{ customerId }} ff="monospace">
      {customerId}
    </AnchorLink>
  ) : (
    '—'
  );

/** Who the order is for, its ids, status and dates, and its metadata. */
export function OrderFacts({ order }: { order: OrderCalculated }) {
  const facts: Fact[] = [
    ['Status', order.status ? <OrderStatusBadge status={order.status} /> : '—'],
    ['Source id', order.source_id ?? '—'],
    ['Order id', order.id ?? '—'],
    ['Customer', customerLink(order.customer_id)],
    ['Created', formatDateTime(order.created_at)],
    ['Updated', formatDateTime(order.updated_at)],
  ];
  if (order.referrer_id) facts.push(['Referrer', customerLink(order.referrer_id)]);
  return (
    <>
      <DetailSection title="Order">
        <FactsList facts={facts} />
      </DetailSection>
      <DetailSection title="Metadata">
        <MetadataList metadata={order.metadata} />
      </DetailSection>
    </>
  );
}
