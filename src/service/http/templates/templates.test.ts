import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managementHeaders, testKeys } from '../../testing/harness.ts';
import { templateListSchema } from '../../../contract/campaign-template.ts';
import { allTemplates, expectError, listTemplates, readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { campaignTemplates } from '../../store/schema/catalog.ts';

const service = useTestService();
const templatePage = (...args: Parameters<typeof listTemplates>) =>
  readAs(listTemplates(...args), templateListSchema, 200);
const path = `/management/v1/projects/${testKeys.project_id}/templates/campaigns`;

type Template = { id: string; name: string; campaign_type: string; created_at: string };

/** Every template of the demo project straight from the database, oldest first, as the list shows them. */
async function templatesInDatabase(): Promise<Template[]> {
  const rows = await service.database.db
    .select()
    .from(campaignTemplates)
    .where(eq(campaignTemplates.projectId, testKeys.project_id));
  return rows
    .map((r) => ({ id: r.id, name: r.name, campaign_type: r.campaignType, created_at: r.createdAt.toISOString() }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || (a.id < b.id ? -1 : 1));
}

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Filters in bracket syntax, each with the predicate it must select (text operators ignore case, `$is` is exact). */
const filters: { query: string; matches: (t: Template) => boolean }[] = [
  { query: '', matches: () => true },
  {
    query: 'filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS',
    matches: (t) => t.campaign_type === 'GIFT_VOUCHERS',
  },
  { query: 'filters[name][conditions][$contains]=OFF', matches: (t) => has(t.name, 'off') },
  { query: 'filters[name][conditions][$starts_with]=s', matches: (t) => t.name.toLowerCase().startsWith('s') },
  {
    query:
      'filters[junction]=or&filters[name][conditions][$ends_with]=card&filters[campaign_type][conditions][$is]=DISCOUNT_COUPONS',
    matches: (t) => t.name.toLowerCase().endsWith('card') || t.campaign_type === 'DISCOUNT_COUPONS',
  },
  {
    query: 'filters[junction]=and&filters[name][conditions][$not_contain]=gift&filters[id][conditions][$has_value]=',
    matches: (t) => !has(t.name, 'gift'),
  },
];

describe('GET /management/v1/projects/{projectId}/templates/campaigns', () => {
  it('answers the first 10 templates, oldest first, with a cursor to the next page', async () => {
    const expected = await templatesInDatabase();
    expect(expected.length).toBeGreaterThanOrEqual(40);
    const body = await templatePage(service);
    expect(body).toMatchObject({
      object: 'list',
      data_ref: 'data',
      has_more: true,
      more_starting_after: expected[9]!.id,
    });
    expect(body).not.toHaveProperty('total');
    expect(body.data.map((t) => t.id)).toEqual(expected.slice(0, 10).map((t) => t.id));
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        name: expected[0]!.name,
        created_at: expected[0]!.created_at,
        object: 'campaign_template',
      }),
    );
  });

  it('sorts by id with order=id and -id (byte order) and counts every template with include_total', async () => {
    const ids = (await templatesInDatabase()).map((t) => t.id).sort();
    const ascending = await templatePage(service, 'order=id&include_total=true&limit=5');
    expect(ascending.total).toBe(ids.length);
    expect(ascending.data.map((t) => t.id)).toEqual(ids.slice(0, 5));
    const descending = await templatePage(service, 'order=-id&include_total=1&limit=5');
    expect(descending.total).toBe(ids.length);
    expect(descending.data.map((t) => t.id)).toEqual(ids.slice(-5).reverse());
  });

  it('reports total as the number of all templates, regardless of the filters', async () => {
    const stored = await templatesInDatabase();
    const gift = stored.filter((t) => t.campaign_type === 'GIFT_VOUCHERS');
    expect(gift.length).toBeLessThan(stored.length);
    const body = await templatePage(
      service,
      'include_total=true&limit=1&filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS',
    );
    expect(body.total).toBe(stored.length);
    expect(body.data.map((t) => t.id)).toEqual([gift[0]!.id]);
  });

  it('takes a list operator without an index as a list of one value', async () => {
    const gift = (await templatesInDatabase()).filter((t) => t.campaign_type === 'GIFT_VOUCHERS');
    const body = await templatePage(service, 'limit=100&filters[campaign_type][conditions][$in]=GIFT_VOUCHERS');
    expect(body.data.map((t) => t.id)).toEqual(gift.map((t) => t.id));
  });

  it('finds a template by exact name with $is, and $in over several values with and', async () => {
    const [first, second] = await templatesInDatabase();
    const byName = await templatePage(service, `filters[name][conditions][$is]=${encodeURIComponent(first!.name)}`);
    expect(byName.data.map((t) => t.id)).toContain(first!.id);
    expect(byName.data.every((t) => t.name === first!.name)).toBe(true);
    const byIds = await templatePage(
      service,
      `filters[junction]=and&filters[id][conditions][$in][0]=${first!.id}&filters[id][conditions][$in][1]=${second!.id}&filters[campaign_type][conditions][$in][0]=${first!.campaign_type}`,
    );
    expect(byIds.data.map((t) => t.id)).toEqual(
      [first, second].filter((t) => t!.campaign_type === first!.campaign_type).map((t) => t!.id),
    );
  });

  it('ends with has_more false and no cursor on the last page', async () => {
    const expected = await templatesInDatabase();
    const body = await templatePage(service, `starting_after_id=${expected.at(-3)!.id}`);
    expect(body).toMatchObject({ has_more: false });
    expect(body).not.toHaveProperty('more_starting_after');
    expect(body.data.map((t) => t.id)).toEqual(expected.slice(-2).map((t) => t.id));
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=2.5'])(
    'refuses %s with 400 invalid_payload naming limit',
    async (query) => {
      const error = await expectError(
        service.request(`${path}?${query}`, { headers: managementHeaders }),
        400,
        'invalid_payload',
      );
      expect(error.details).toMatch(/\blimit\b/);
    },
  );

  it.each([
    'order=name',
    'include_total=yes',
    'filters[junction]=xor',
    'filters[name][conditions][$more_than]=1',
    'filters[campaign_type][conditions][$contains]=GIFT',
  ])('refuses %s with 400 invalid_payload', async (query) => {
    await expectError(service.request(`${path}?${query}`, { headers: managementHeaders }), 400, 'invalid_payload');
  });

  it('answers 404 for an unknown project and an unknown cursor', async () => {
    const project = await expectError(
      service.request('/management/v1/projects/proj_nope/templates/campaigns', { headers: managementHeaders }),
      404,
      'not_found',
    );
    expect(project).toMatchObject({
      resource_type: 'project',
      resource_id: 'proj_nope',
      details: 'Cannot find project with id proj_nope',
    });
    const cursor = await expectError(
      service.request(`${path}?starting_after_id=camp_tpl_missing`, { headers: managementHeaders }),
      404,
      'not_found',
    );
    expect(cursor).toMatchObject({ resource_type: 'campaign_template', resource_id: 'camp_tpl_missing' });
  });

  it('walks every matching template exactly once, in order, for any limit, order and filter', async () => {
    const stored = await templatesInDatabase();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(undefined, 'id', '-id'),
        fc.constantFrom(...filters),
        async (limit, order, filter) => {
          const oldestFirst = stored.filter(filter.matches).map((t) => t.id);
          const byId = [...oldestFirst].sort();
          const expected = order === undefined ? oldestFirst : order === 'id' ? byId : byId.reverse();
          const seen: string[] = [];
          let cursor: string | undefined;
          for (let page = 0; page <= expected.length + 1; page++) {
            const query = [
              `limit=${limit}`,
              order && `order=${order}`,
              cursor && `starting_after_id=${cursor}`,
              filter.query,
            ]
              .filter(Boolean)
              .join('&');
            const body = await templatePage(service, query);
            expect(body.data.length).toBeLessThanOrEqual(limit);
            seen.push(...body.data.map((t) => t.id));
            if (!body.has_more) break;
            expect(body.data.length).toBe(limit);
            cursor = body.more_starting_after;
          }
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('agrees with the full list read back at limit 100', async () => {
    expect((await allTemplates(service)).map((t) => t.id)).toEqual((await templatesInDatabase()).map((t) => t.id));
  });
});
