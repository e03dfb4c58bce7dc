import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { Sku } from '../../../../contract/product.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { useNotifyBinned } from '../../../components/undo-delete.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useDeleteSku } from '../../../lib/resources/products.ts';
import { AddSkuForm } from './add-sku-form.tsx';

const skuName = (sku: Sku) => sku.sku || sku.source_id || sku.id;

interface ProductSkusProps {
  productId: string;
  skus: Sku[];
  currency: string;
}

/** The product's SKUs, each deletable by writers, and the form that adds one. */
export function ProductSkus({ productId, skus, currency }: ProductSkusProps) {
  const canWrite = useCan('campaigns:write');
  const [deleting, setDeleting] = useState<Sku | null>(null);
  const remove = useDeleteSku(productId);
  const notifyBinned = useNotifyBinned();
  const columns: DataTableColumn<Sku>[] = [
    { header: 'SKU', cell: (sku) => <Text fw={600}>{skuName(sku)}</Text> },
    { header: 'Source id', cell: (sku) => sku.source_id ?? '—' },
    { header: 'Price', cell: (sku) => formatMoney(sku.price, sku.currency ?? currency) },
    { header: 'Created', cell: (sku) => formatDateTime(sku.created_at) },
  ];
  if (canWrite)
    columns.push({
      header: 'Actions',
      cell: (sku) => (
        <Button
          size="compact-sm"
          variant="default"
          color="red"
          aria-label={`Delete SKU ${skuName(sku)}`}
          onClick={() => {
            remove.reset();
            setDeleting(sku);
          }}
        >
          Delete
        </Button>
      ),
    });

  return (
    <DetailSection title="SKUs">
      {skus.length === 0 ? (
        <Text size="sm">No SKUs: orders and collections name the product itself.</Text>
      ) : (
        <DataTable caption="SKUs" label="SKUs" columns={columns} rows={skus} rowKey={(sku) => sku.id} minWidth={560} />
      )}
      {canWrite && <AddSkuForm productId={productId} currency={currency} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${skuName(deleting)}?`}
          consequence="The SKU moves to the bin; collections that hold it no longer do until it is restored."
          confirmLabel="Delete SKU"
          opened
          onClose={() => setDeleting(null)}
          doing={remove}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notifyBinned({ type: 'sku', id: deleting.id, title: 'SKU deleted', name: skuName(deleting) });
                setDeleting(null);
              },
            })
          }
        />
      )}
    </DetailSection>
  );
}
