import { Button, Group, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useNotifyBinned } from '../../components/undo-delete.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { productQueryOptions, useDeleteProduct } from '../../lib/resources/products.ts';
import { ProductFacts } from './components/product-facts.tsx';
import { ProductSkus } from './components/product-skus.tsx';
import { productName } from './product-name.ts';

interface ProductScreenProps {
  productId: string;
  currency: string;
  onDeleted: () => void;
}

/** One product: its facts and metadata, its SKUs (added and deleted here), and deleting it. */
export function ProductScreen({ productId, currency, onDeleted }: ProductScreenProps) {
  const { data: product } = useSuspenseQuery(productQueryOptions(productId));
  const canWrite = useCan('campaigns:write');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct(productId);
  const notifyBinned = useNotifyBinned();
  const name = productName(product);
  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/products" size="sm">
          ← Products
        </AnchorLink>
        <Group justify="space-between" align="center">
          <Title order={1}>{name}</Title>
          {canWrite && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Delete product
            </Button>
          )}
        </Group>
      </div>
      <ProductFacts product={product} currency={currency} />
      <ProductSkus productId={productId} skus={product.skus.data} currency={currency} />
      <ConfirmDialog
        title={`Delete ${name}?`}
        consequence="The product and its SKUs move to the bin; collections that hold them no longer do until it is restored."
        confirmLabel="Delete product"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyBinned({ type: 'product', id: product.id, title: 'Product deleted', name });
              onDeleted();
            },
          })
        }
      />
    </Stack>
  );
}
