import { Group, List, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../../lib/paging.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { customerEligibilityQueryOptions, type CustomerEligibilityQuery } from '../../../lib/resources/customers.ts';
import { eligibilityWords } from '../eligibility-words.ts';

interface CampaignEligibilityProps {
  projectId: string;
  customerId: string;
  query: CustomerEligibilityQuery & { page: number; limit: number };
  currency: string | undefined;
  onPageChange: (page: number) => void;
}

/** Each campaign qualification considers, with whether this customer qualifies now and, when not, why in words. */
export function CampaignEligibility({
  projectId,
  customerId,
  query,
  currency,
  onPageChange,
}: CampaignEligibilityProps) {
  const { data: list } = useSuspenseQuery(customerEligibilityQueryOptions(projectId, customerId, query));
  return (
    <DetailSection title="Campaigns for this customer">
      <Stack gap="sm">
        <Text size="sm">
          The active coupon, gift card and referral campaigns, checked now against this customer&apos;s segments and
          metadata. Cart rules (order amount, products) are checked only at the till.
        </Text>
        {list.data.length === 0 ? (
          <Text size="sm">{query.page > 1 ? 'There are no campaigns on this page.' : 'No active campaigns.'}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" aria-label="Campaigns for this customer">
            {list.data.map((entry) => (
              <List.Item key={entry.campaign.id}>
                <Group gap="xs" wrap="wrap">
                  <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: entry.campaign.id }} fw={600}>
                    {entry.campaign.name}
                  </AnchorLink>
                  <OutcomeBadge tone={entry.qualifies ? 'good' : 'bad'}>
                    {entry.qualifies ? 'Qualifies' : 'Not eligible'}
                  </OutcomeBadge>
                </Group>
                {!entry.qualifies && <Text size="sm">{eligibilityWords(entry, currency)}</Text>}
              </List.Item>
            ))}
          </List>
        )}
        {list.total > query.limit && (
          <ListPager
            label="Campaigns"
            {...numberedPaging({
              page: query.page,
              hasNext: query.page * query.limit < list.total && query.page < 100,
              pageCount: pageCountOf(list.total, query.limit),
              onPageChange,
            })}
            summary={`${formatNumber(list.total)} campaigns`}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
