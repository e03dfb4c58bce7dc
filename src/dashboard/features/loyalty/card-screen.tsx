import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { AnchorLink } from '../../components/router-links.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { voucherQueryOptions } from '../../lib/resources/vouchers.ts';
import { CardSummary } from './components/card-summary.tsx';
import { CardTier } from './components/card-tier.tsx';
import { CardTransactions } from './components/card-transactions.tsx';
import { PointsForm } from './components/points-form.tsx';
import { TransferForm } from './components/transfer-form.tsx';
import { MemberRewards } from './components/member-rewards.tsx';
import { CardPointsExpiration } from './components/card-points-expiration.tsx';
import { CardPendingPoints } from './components/card-pending-points.tsx';

interface CardScreenProps {
  code: string;
  /** The card's export, which the exports feature draws. */
  exportSection: ReactNode;
  transactionsPage: number;
  onTransactionsPageChange: (page: number) => void;
}

export function CardScreen({ code, exportSection, transactionsPage, onTransactionsPageChange }: CardScreenProps) {
  const { data: card } = useSuspenseQuery(voucherQueryOptions(code));

  return (
    <Stack gap="lg">
      <div>
        {card.campaign_id ? (
          <AnchorLink to="/loyalty/programs/$campaignId" params={{ campaignId: card.campaign_id }} size="sm">
            ← {card.campaign ?? 'Loyalty program'}
          </AnchorLink>
        ) : (
          <AnchorLink to="/loyalty" size="sm">
            ← Loyalty programs
          </AnchorLink>
        )}
        <Title order={1}>Loyalty card {card.code}</Title>
      </div>
      <CardSummary card={card} />
      <CardTier code={card.code} />
      <PointsForm code={card.code} />
      {card.campaign_id && <CardPointsExpiration campaignId={card.campaign_id} code={card.code} />}
      <CardPendingPoints code={card.code} />
      {card.campaign_id && <TransferForm campaignId={card.campaign_id} code={card.code} />}
      {card.holder_id && <MemberRewards code={card.code} />}
      {card.campaign_id && (
        <CardTransactions
          campaignId={card.campaign_id}
          code={card.code}
          page={transactionsPage}
          onPageChange={onTransactionsPageChange}
        />
      )}
      {exportSection}
    </Stack>
  );
}
