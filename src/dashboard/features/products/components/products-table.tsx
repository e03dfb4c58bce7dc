import type { Product } from '../../../../contract/product.ts';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../../components/data-table.tsx';
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

interface ProductsTableProps {
  products: Product[];
  currency: string | undefined;
  /** Rows chosen for a bulk action; the checkboxes are named by the product's name. */
  selection?: Omit<DataTableSelection<Product>, 'rowLabel'>;
}

/** Products: their name (to the product's page), source id, price, how many SKUs, and when added. */
export function ProductsTable({ products, currency, selection }: ProductsTableProps) {
  return (
    <DataTable
      caption="Products, newest first"
      label="Products"
      columns={columns(currency)}
      rows={products}
      rowKey={(product) => product.id}
      selection={selection && { ...selection, rowLabel: productName }}
      minWidth={640}
    />
  );
}
