import { AnchorLink } from '../../../components/router-links.tsx';

interface ItemRef {
  object: 'campaign' | 'promotion_tier';
  id: string;
  name: string;
}

/** A link to the campaign's or the promotion tier's own page. */
export function ItemLink({ item }: { item: ItemRef }) {
  return item.object === 'campaign' ? (
    <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: item.id }} size="sm" fw={500}>
      {item.name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/promotions/tiers/$tierId" params={{ tierId: item.id }} size="sm" fw={500}>
      {item.name}
    </AnchorLink>
  );
}
