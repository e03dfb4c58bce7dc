import type { Product } from '../../../../contract/product.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { MetadataList } from '../../../components/metadata-list.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** The product's ids, price, attributes, image and dates, and its metadata. */
export function ProductFacts({ product, currency }: { product: Product; currency: string | undefined }) {
  return (
    <>
      <DetailSection title="Product">
        <FactsList
          facts={[
            ['Source id', product.source_id ?? '—'],
            ['Product id', product.id],
            ['Price', formatMoney(product.price, currency)],
            ['Attributes', product.attributes.length ? product.attributes.join(', ') : '—'],
            ['Image URL', product.image_url ?? '—'],
            ['Created', formatDateTime(product.created_at)],
            ['Updated', formatDateTime(product.updated_at)],
          ]}
        />
      </DetailSection>
      <DetailSection title="Metadata">
        <MetadataList metadata={product.metadata} />
      </DetailSection>
    </>
  );
}
