/*
 * Ordering, limiting, filtering and tracking for qualification.
 *
 * Orders (a leading dash reverses): `created_at`; `updated_at` (a never-updated campaign counts its creation time);
 * `type` (campaign_type); `code` (campaigns have no code of their own, so their id, which is what a code-less
 * campaign is addressed by); `campaign` (name); `category` (name of the first category, uncategorised last).
 * Ties fall back to the id so the order is total. Without an `order`, newest first, as GET /v1/campaigns lists.
 * Without a `limit`, the interface's maximum of 50.
 */
import type { Campaign } from '../../contract/campaign.ts';
import { MAX_QUALIFICATION_LIMIT, type QualificationOrder } from '../../contract/qualification.ts';
import type { QualificationFilters } from '../../contract/qualifications.ts';
import { matchesFilter } from './field-filter.ts';

export type QualifiableCampaign = Pick<
  Campaign,
  'id' | 'name' | 'campaign_type' | 'created_at' | 'updated_at' | 'categories'
>;

type Key = string | undefined;
type OrderField = Exclude<QualificationOrder, `-${string}`>;
const KEYS: Record<OrderField, (c: QualifiableCampaign) => Key> = {
  created_at: (c) => c.created_at,
  updated_at: (c) => c.updated_at ?? c.created_at,
  type: (c) => c.campaign_type,
  code: (c) => c.id,
  campaign: (c) => c.name,
  category: (c) => c.categories[0]?.name,
};

/** Compares two sort keys; an absent key sorts after every present one in either direction. */
function compareKeys(a: Key, b: Key, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return (a < b ? -1 : 1) * direction;
}

/** The qualified campaigns in the requested order, at most `limit` of them. */
export function orderQualified<T extends QualifiableCampaign>(
  campaigns: readonly T[],
  order: QualificationOrder = '-created_at',
  limit: number = MAX_QUALIFICATION_LIMIT,
): T[] {
  const direction = order.startsWith('-') ? -1 : 1;
  const byKey = KEYS[(direction === -1 ? order.slice(1) : order) as OrderField];
  return [...campaigns]
    .sort((a, b) => compareKeys(byKey(a), byKey(b), direction) || compareKeys(a.id, b.id, 1))
    .slice(0, limit);
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * `track_` and a 64-bit FNV-1a hash of the customer's source id: stable across processes and runtimes, so the
 * same customer always gets the same tracking id. It is an identifier, not a secret: FNV is not cryptographic.
 */
export function trackingId(sourceId: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(sourceId)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return `track_${hash.toString(16).padStart(16, '0')}`;
}

/** What a qualification filter reads of a redeemable, by the official filter field names. */
export type FilterFacts = Partial<Record<keyof Omit<QualificationFilters, 'junction'>, string>>;

/** Whether a redeemable passes a check eligibility's `options.filters` (every redeemable does without them). */
export function passesQualificationFilters(
  filters: QualificationFilters | undefined,
  facts: FilterFacts,
  now: Date,
): boolean {
  if (!filters) return true;
  const { junction, ...byField } = filters;
  const fields = Object.entries(byField).filter((entry): entry is [keyof FilterFacts, NonNullable<(typeof entry)[1]>] =>
    Boolean(entry[1]),
  );
  return matchesFilter(fields, junction, (field) => facts[field as keyof FilterFacts], now);
}
