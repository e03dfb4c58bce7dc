import type { CampaignEligibility } from '../../../contract/customer-eligibility.ts';
import { describeCondition } from '../../lib/rule-words.ts';

const validityWords = {
  inactive: 'the campaign is switched off',
  not_active_yet: 'the campaign has not started yet',
  expired: 'the campaign has ended',
  outside_validity_window: "it is outside the campaign's days or hours",
} as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Whether a customer can use a campaign now, in words: "Qualifies", or "Not eligible: …" with the rule that stops
 * them ("“Gold customers” requires that customer's tier is gold") or why the campaign is not usable now.
 */
export function eligibilityWords(entry: CampaignEligibility, currency?: string): string {
  const failure = entry.failure;
  if (entry.qualifies || !failure) return 'Qualifies';
  if (failure.kind === 'validity') return `Not eligible: ${validityWords[failure.reason]}`;
  return `Not eligible: “${failure.rule.name}” requires that ${lowerFirst(describeCondition(failure.condition, currency))}`;
}
