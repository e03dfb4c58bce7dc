import type { Product } from '../../../../contract/product.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { productName } from '../product-name.ts';

const columns = (currency: string | undefined): DataTableColumn<Product>[] => [
  {
    header: 'Product',
    cell: (product) => (
      <AnchorLink to="/products/$productId" params={{ productId: product.id }} fw={600}>
        {productName(product)}
      </AnchorLink>
    ),
  },
  { header: 'Source id', cell: (product) => product.source_id ?? '—' },
  { header: 'Price', cell: (product) => formatMoney(product.price, currency) },
  { header: 'SKUs', cell: (product) => formatNumber(product.skus.total) },
  { header: 'Created', cell: (product) => formatDateTime(product.created_at) },
];

/** Products: their name (to the product's page), source id, price, how many SKUs, and when added. */
export function ProductsTable({ products, currency }: { products: Product[]; currency: string | undefined }) {
  return (
    <DataTable
      caption="Products, newest first"
      label="Products"
      columns={columns(currency)}
      rows={products}
      rowKey={(product) => product.id}
      minWidth={640}
    />
  );
}
