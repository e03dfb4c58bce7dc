import type { Customer } from '../../../../contract/customer.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactsList, type Fact } from '../../../components/facts-list.tsx';
import { MetadataList } from '../../../components/metadata-list.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';

/** Who the customer is (name, email, ids), what they spent and saved, and their metadata. */
export function CustomerFacts({ customer, currency }: { customer: Customer; currency: string | undefined }) {
  const facts: Fact[] = [
    ['Name', customer.name || '—'],
    ['Email', customer.email || '—'],
    ['Source id', customer.source_id ?? '—'],
    ['Customer id', customer.id],
    ['First seen', formatDateTime(customer.created_at)],
  ];
  if (customer.phone) facts.push(['Phone', customer.phone]);
  if (customer.summary) {
    const { redemptions, orders } = customer.summary;
    facts.push(
      [
        'Redemptions',
        `${formatNumber(redemptions.total_succeeded)} succeeded, ${formatNumber(redemptions.total_failed)} failed`,
      ],
      ['Orders', `${formatNumber(orders.total_count)} for ${formatMoney(orders.total_amount, currency)}`],
      ['Discount given', formatMoney(orders.total_discount_amount, currency)],
    );
  }
  if (customer.loyalty) facts.push(['Loyalty points', formatNumber(customer.loyalty.points)]);

  return (
    <>
      <DetailSection title="Customer">
        <FactsList facts={facts} />
      </DetailSection>
      <DetailSection title="Metadata">
        <MetadataList metadata={customer.metadata} />
      </DetailSection>
    </>
  );
}
