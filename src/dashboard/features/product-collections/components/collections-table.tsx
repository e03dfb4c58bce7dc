import type { ProductCollection } from '../../../../contract/product-collection.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { collectionContents } from '../collection-words.ts';

const columns: DataTableColumn<ProductCollection>[] = [
  {
    header: 'Collection',
    cell: (collection) => (
      <AnchorLink to="/collections/$collectionId" params={{ collectionId: collection.id }} fw={600}>
        {collection.name}
      </AnchorLink>
    ),
  },
  { header: 'Holds', cell: collectionContents },
  { header: 'Created', cell: (collection) => formatDateTime(collection.created_at) },
];

/** Collections: their name (to the collection's page), what they hold, and when made. */
export function CollectionsTable({ collections }: { collections: ProductCollection[] }) {
  return (
    <DataTable
      caption="Product collections, newest first"
      label="Product collections"
      columns={columns}
      rows={collections}
      rowKey={(collection) => collection.id}
      minWidth={480}
    />
  );
}
