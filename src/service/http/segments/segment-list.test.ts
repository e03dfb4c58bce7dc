import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { segmentListSchema, segmentSchema, type Segment } from '../../../contract/segment.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { bearer, issueTokenThroughApi, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';

/** GET /v1/segments: the project's segments, newest first, narrowed by the official filters and `ids`. */
const clock = testClock();
const service = useTestService({ now: clock.now });

const list = async (query = '', headers: Record<string, string> = appHeaders) => {
  const body = await readAs(service.request(`/v1/segments?${query}`, { headers }), segmentListSchema, 200);
  expect(officialErrors('get', '/v1/segments', 200, body)).toEqual([]);
  return body;
};
const ids = (segments: { id: string }[]) => segments.map((s) => s.id);

/** Three segments made a second apart, after the seeded ones, oldest first. */
const made: Segment[] = [];
let seeded: Segment[] = [];

beforeAll(async () => {
  seeded = (await list('limit=100')).data;
  const bodies = [
    { name: 'List static', type: 'static', customers: [] },
    {
      name: 'List active',
      type: 'auto-update',
      filter: { junction: 'and', email: { conditions: { $has_value: '' } } },
    },
    { name: 'List passive', type: 'passive', filter: { 'metadata.tier': { conditions: { $is: 'gold' } } } },
  ];
  for (const body of bodies) {
    clock.advance(1);
    made.push(await readAs(service.request('/v1/segments', jsonRequest('POST', body, appHeaders)), segmentSchema, 200));
  }
});

describe('GET /v1/segments', () => {
  it('lists the newest first, 10 at most, and counts every segment in total', async () => {
    const page = await list();
    const all = [...[...made].reverse(), ...seeded];
    expect(page).toMatchObject({ object: 'list', data_ref: 'data', total: all.length });
    expect(ids(page.data)).toEqual(ids(all).slice(0, 10));
    expect(page.data[0]).toEqual(made[2]);
  });

  it('lists oldest first with order=created_at, and takes limit', async () => {
    const page = await list('order=created_at&limit=2');
    const oldestFirst = [...[...seeded].reverse(), ...made];
    expect(ids(page.data)).toEqual(ids(oldestFirst).slice(0, 2));
    expect(page.total).toBe(oldestFirst.length);
  });

  it('pages with filters[created_at][conditions][$before], as the hosted docs say', async () => {
    const first = await list('limit=2');
    expect(ids(first.data)).toEqual([made[2]!.id, made[1]!.id]);
    const next = await list(`limit=2&filters[created_at][conditions][$before]=${first.data[1]!.created_at}`);
    expect(next.data[0]).toEqual(made[0]);
    expect(next.total).toBe(seeded.length + 1);
    const after = await list(`filters[created_at][conditions][$after]=${made[0]!.created_at}`);
    expect(ids(after.data)).toEqual([made[2]!.id, made[1]!.id]);
  });

  it('narrows by type, name and days ago, joined by junction, and by ids', async () => {
    const statics = await list('filters[type][conditions][$is]=static&limit=100');
    expect(statics.data.every((s) => s.type === 'static')).toBe(true);
    expect(ids(statics.data)).toContain(made[0]!.id);
    expect(statics.total).toBe(statics.data.length);

    const filtered = await list(
      'filters[type][conditions][$in][0]=auto-update&filters[type][conditions][$in][1]=passive',
    );
    expect(ids(filtered.data)).toEqual(expect.arrayContaining([made[1]!.id, made[2]!.id]));
    expect(filtered.data.every((s) => s.type !== 'static')).toBe(true);

    const recent = await list(
      'filters[created_at][conditions][$less_than]=1&filters[name][conditions][$starts_with]=list',
    );
    expect(ids(recent.data)).toEqual(ids([...made].reverse()));

    const either = await list(
      'filters[junction]=or&filters[name][conditions][$is]=List static&filters[name][conditions][$ends_with]=passive',
    );
    expect(ids(either.data)).toEqual([made[2]!.id, made[0]!.id]);

    const named = await list(`ids=${made[0]!.id}&ids=${made[2]!.id}`);
    expect(named).toMatchObject({ total: 2 });
    expect(ids(named.data)).toEqual([made[2]!.id, made[0]!.id]);
    expect(ids((await list(`ids=${made[1]!.id},${made[0]!.id}`)).data)).toEqual([made[1]!.id, made[0]!.id]);
  });

  it('answers a bearer token with the segments scope', async () => {
    const token = await issueTokenThroughApi(service, 'segments');
    expect((await list('limit=1', bearer(token))).data).toEqual([made[2]]);
  });

  it('refuses an operator it does not apply, a bad date and a limit out of range with 400', async () => {
    for (const query of [
      'filters[name][conditions][$near]=x',
      'filters[created_at][conditions][$after]=yesterday',
      'filters[type][conditions][$contains]=sta',
      'limit=0',
      'order=name',
    ]) {
      const refused = await readAs(
        service.request(`/v1/segments?${query}`, { headers: appHeaders }),
        errorBodySchema,
        400,
      );
      expect(refused.key, query).toBe('invalid_payload');
    }
  });
});
