import { Button, Code, Group, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList, type Fact } from '../../components/facts-list.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import {
  collectionProductsQueryOptions,
  productCollectionQueryOptions,
  useDeleteProductCollection,
} from '../../lib/resources/product-collections.ts';
import { CollectionMembers } from './components/collection-members.tsx';
import { collectionMembersQuery } from './collection-search.ts';
import { collectionContents } from './collection-words.ts';

interface CollectionScreenProps {
  collectionId: string;
  currency: string;
  onDeleted: () => void;
}

/** One collection: what it is, the products and SKUs it holds now, and deleting it. */
export function CollectionScreen({ collectionId, currency, onDeleted }: CollectionScreenProps) {
  const { data: collection } = useSuspenseQuery(productCollectionQueryOptions(collectionId));
  const { data: members } = useSuspenseQuery(collectionProductsQueryOptions(collectionId, collectionMembersQuery));
  const canWrite = useCan('campaigns:write');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProductCollection(collectionId);
  const facts: Fact[] = [
    ['Collection id', collection.id],
    ['Holds', collectionContents(collection)],
  ];
  if (collection.filter) facts.push(['Filter', <Code>{JSON.stringify(collection.filter)}</Code>]);
  facts.push(['Created', formatDateTime(collection.created_at)]);
  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/collections" size="sm">
          ← Collections
        </AnchorLink>
        <Group justify="space-between" align="center">
          <Title order={1}>{collection.name}</Title>
          {canWrite && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Delete collection
            </Button>
          )}
        </Group>
      </div>
      <DetailSection title="Collection">
        <FactsList facts={facts} />
      </DetailSection>
      <CollectionMembers members={members} currency={currency} />
      <ConfirmDialog
        title={`Delete ${collection.name}?`}
        consequence="The collection is deleted for good; rules that name it no longer match anything through it."
        confirmLabel="Delete collection"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyDone('Collection deleted', `${collection.name} is gone.`);
              onDeleted();
            },
          })
        }
      />
    </Stack>
  );
}
