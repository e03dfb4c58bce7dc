import { Code, Group, Stack, Text, Title } from '@mantine/core';
import type { Voucher } from '../../../contract/voucher.ts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList, type Fact } from '../../components/facts-list.tsx';
import { QrCode } from '../../components/qr-code.tsx';
import { MetadataList } from '../../components/metadata-list.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { voucherQueryOptions } from '../../lib/resources/vouchers.ts';
import { GiftHistory } from './components/gift-history.tsx';
import { VoucherDelete } from './components/voucher-delete.tsx';
import { VoucherSwitch } from './components/voucher-switch.tsx';
import { redemptionWords } from './voucher-words.ts';

const typeWords = { DISCOUNT_VOUCHER: 'Discount code', GIFT_VOUCHER: 'Gift card', LOYALTY_CARD: 'Loyalty card' };

/** One code: its campaign, on/off switch, uses, balance, validity and holder, as the service reports them. */
interface VoucherScreenProps {
  projectId: string;
  code: string;
  onDeleted: (voucher: Voucher) => void;
}

export function VoucherScreen({ projectId, code, onDeleted }: VoucherScreenProps) {
  const { data: voucher } = useSuspenseQuery(voucherQueryOptions(code));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const facts: Fact[] = [
    ['Kind', typeWords[voucher.type]],
    [
      'Campaign',
      voucher.campaign_id ? (
        <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: voucher.campaign_id }}>
          {voucher.campaign ?? voucher.campaign_id}
        </AnchorLink>
      ) : (
        'None'
      ),
    ],
    ['Redeemed', redemptionWords(voucher)],
  ];
  if (voucher.gift)
    facts.push(
      ['Gift balance', formatMoney(voucher.gift.balance, currency)],
      [
        'Spent',
        `${formatMoney(voucher.gift.subtracted_amount, currency)} of ${formatMoney(voucher.gift.amount, currency)}`,
      ],
    );
  if (voucher.loyalty_card) facts.push(['Points balance', formatNumber(voucher.loyalty_card.balance)]);
  facts.push(
    ['Valid from', formatDateTime(voucher.start_date)],
    ['Valid until', formatDateTime(voucher.expiration_date)],
    ['Holder', voucher.holder ? (voucher.holder.source_id ?? voucher.holder.id) : 'Nobody'],
    ['Created', formatDateTime(voucher.created_at)],
  );

  return (
    <Stack gap="md" maw={900}>
      <div>
        {voucher.campaign_id && (
          <AnchorLink to="/campaigns/$campaignId/vouchers" params={{ campaignId: voucher.campaign_id }} size="sm">
            ← Vouchers of {voucher.campaign ?? 'the campaign'}
          </AnchorLink>
        )}
        <Title order={1}>
          Voucher <Code fz="inherit">{voucher.code}</Code>
        </Title>
      </div>
      <Group justify="space-between">
        <VoucherSwitch voucher={voucher} />
        <VoucherDelete voucher={voucher} onDeleted={() => onDeleted(voucher)} />
      </Group>
      <DetailSection title="Summary">
        <FactsList facts={facts} />
      </DetailSection>
      {voucher.type === 'GIFT_VOUCHER' && <GiftHistory code={voucher.code} currency={currency} />}
      <DetailSection title="QR code">
        <QrCode text={voucher.code} label={`QR code of ${voucher.code}`} />
      </DetailSection>
      {voucher.type === 'LOYALTY_CARD' && (
        <Text>
          <AnchorLink to="/loyalty/cards/$code" params={{ code: voucher.code }}>
            Points history of this card
          </AnchorLink>
        </Text>
      )}
      <DetailSection title="Metadata">
        <MetadataList metadata={voucher.metadata} />
      </DetailSection>
    </Stack>
  );
}
