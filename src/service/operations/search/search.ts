import type { SearchHit, SearchKind, SearchQuery, SearchResult } from '../../../contract/search.ts';
import type { Executor } from '../../store/db.ts';
import { findProject } from '../../store/repositories/projects.ts';
import {
  campaignsById,
  campaignsByName,
  customersByEmail,
  customersById,
  customersByName,
  membersByNameOrEmail,
  ordersById,
  ordersBySourceId,
  prefixPattern,
  redemptionsById,
  vouchersByCode,
  vouchersById,
} from '../../store/repositories/search.ts';
import { notFound } from '../failures.ts';

type Search = Parameters<typeof campaignsByName>[1];
type Finder = (db: Executor, search: Search) => Promise<SearchHit[]>;

const campaignHit = (c: Awaited<ReturnType<typeof campaignsByName>>[number]): SearchHit => ({
  kind: 'campaign',
  id: c.id,
  label: c.name,
  secondary: c.type,
  active: c.active,
});
const voucherHit = (v: Awaited<ReturnType<typeof vouchersByCode>>[number]): SearchHit => ({
  kind: 'voucher',
  id: v.id,
  label: v.code,
  secondary: v.type,
  active: v.active,
  campaign_id: v.campaignId,
});
const customerHit = (c: Awaited<ReturnType<typeof customersByName>>[number]): SearchHit => ({
  kind: 'customer',
  id: c.id,
  label: c.name ?? c.email ?? c.sourceId ?? c.id,
  secondary: c.email,
});
const orderHit = (o: Awaited<ReturnType<typeof ordersById>>[number]): SearchHit => ({
  kind: 'order',
  id: o.id,
  label: o.sourceId ?? o.id,
  secondary: o.sourceId === null ? null : o.id,
  status: o.status,
});

/*
 * Where each kind is looked for. Id searches run only when the text starts with the kind's id prefix (`r_`,
 * `cust_`…): a shorter text would match every id. Names and codes are matched in any casing.
 */
const finders: { kind: SearchKind; idPrefix?: string; find: Finder }[] = [
  { kind: 'campaign', find: async (db, s) => (await campaignsByName(db, s)).map(campaignHit) },
  { kind: 'campaign', idPrefix: 'camp_', find: async (db, s) => (await campaignsById(db, s)).map(campaignHit) },
  { kind: 'voucher', find: async (db, s) => (await vouchersByCode(db, s)).map(voucherHit) },
  { kind: 'voucher', idPrefix: 'v_', find: async (db, s) => (await vouchersById(db, s)).map(voucherHit) },
  { kind: 'customer', find: async (db, s) => (await customersByName(db, s)).map(customerHit) },
  { kind: 'customer', find: async (db, s) => (await customersByEmail(db, s)).map(customerHit) },
  { kind: 'customer', idPrefix: 'cust_', find: async (db, s) => (await customersById(db, s)).map(customerHit) },
  {
    kind: 'redemption',
    idPrefix: 'r_',
    find: async (db, s) =>
      (await redemptionsById(db, s)).map((r) => ({
        kind: 'redemption',
        id: r.id,
        label: r.id,
        secondary: r.createdAt.toISOString(),
        status: r.status,
      })),
  },
  { kind: 'order', idPrefix: 'ord_', find: async (db, s) => (await ordersById(db, s)).map(orderHit) },
  { kind: 'order', find: async (db, s) => (await ordersBySourceId(db, s)).map(orderHit) },
  {
    kind: 'person',
    find: async (db, s) =>
      (await membersByNameOrEmail(db, s)).map((p) => ({
        kind: 'person',
        id: p.id,
        label: p.name,
        secondary: p.email,
        role: p.role,
      })),
  },
];

/**
 * The project's objects whose name, code, email or id starts with the query, among the `kinds` the caller may
 * read: exact matches first, then by kind, at most `limit`. Each finder reads at most `limit` rows by index.
 */
export async function searchProject(
  db: Executor,
  projectId: string,
  query: SearchQuery,
  kinds: readonly SearchKind[],
): Promise<SearchResult> {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const search = { projectId, pattern: prefixPattern(query.q), limit: query.limit };
  const chosen = finders.filter((f) => kinds.includes(f.kind) && query.q.startsWith(f.idPrefix ?? ''));
  const found = (await Promise.all(chosen.map((f) => f.find(db, search)))).flat();
  const unique = [...new Map(found.map((hit) => [`${hit.kind}:${hit.id}`, hit])).values()];
  const exact = (hit: SearchHit) => (hit.label.toLowerCase() === query.q.toLowerCase() || hit.id === query.q ? 0 : 1);
  const ranked = unique
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => exact(a.hit) - exact(b.hit) || a.order - b.order);
  return { q: query.q, data: ranked.slice(0, query.limit).map(({ hit }) => hit) };
}
