import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { locationListSchema, locationSchema, type Location, type LocationCreate } from '../../../contract/location.ts';
import { officialErrors } from '../../official/official-schema.ts';
import type { Acting } from '../../operations/acting.ts';
import { createLocation } from '../../operations/locations/locations.ts';
import { bearer, issueTokenThroughApi, readAs } from '../../testing/api.ts';
import { appHeaders, testKeys } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';

/*
 * GET /v1/locations and /v1/locations/{id}. No official operation makes a location (the hosted dashboard does), so
 * the test makes them through Promodesk's internal operation, as the demo seed's are made, and reads them through
 * the API.
 */
const clock = testClock();
const service = useTestService({ now: clock.now });

const list = async (query = '', headers: Record<string, string> = appHeaders) => {
  const body = await readAs(service.request(`/v1/locations?${query}`, { headers }), locationListSchema, 200);
  expect(officialErrors('get', '/v1/locations', 200, body)).toEqual([]);
  return body;
};
const ids = (locations: { id: string }[]) => locations.map((l) => l.id);

const circle = (radius: string): LocationCreate['shape'] => ({
  type: 'circle',
  format: 'distance',
  distance: { center: 'geo:40.79372699823857,-74.15092132694554', radius },
});
const square: LocationCreate['shape'] = {
  type: 'polygon',
  format: 'geojson',
  geojson: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [18.55, 50.55],
          [19.59, 50.55],
          [19.59, 51.08],
          [18.55, 51.08],
          [18.55, 50.55],
        ],
      ],
    ],
  },
};

/** The seeded locations, newest first, then three made a second apart, oldest first. */
let seeded: Location[] = [];
const made: Location[] = [];

beforeAll(async () => {
  seeded = (await list('limit=100')).data;
  for (const request of [
    { name: 'Belleville', shape: circle('1.54 km') },
    { name: 'Silesia', shape: square },
    { name: 'Bell tower', shape: circle('80 m') },
  ]) {
    clock.advance(1);
    const acting: Acting = {
      actor: { kind: 'key', clientId: testKeys.app_id },
      requestId: 'v-locations-test',
      address: '127.0.0.1',
      at: clock.now(),
    };
    made.push(await createLocation(service.database.db, testKeys.project_id, request, acting));
  }
});

describe('GET /v1/locations', () => {
  it("lists the seeded places and the project's new ones newest first, with has_more and total", async () => {
    expect(seeded.map((l) => l.name)).toEqual(['City centre', 'Flagship store']);
    const page = await list('limit=2');
    expect(page).toMatchObject({ object: 'list', data_ref: 'data', has_more: true, total: seeded.length + 3 });
    expect(ids(page.data)).toEqual([made[2]!.id, made[1]!.id]);
    const all = await list();
    expect(all.has_more).toBe(false);
    expect(ids(all.data)).toEqual(ids([...[...made].reverse(), ...seeded]));
  });

  it('answers circles and polygons in the hosted shape, never changed (updated_at null)', async () => {
    const [belleville, silesia] = made;
    expect(belleville).toMatchObject({ object: 'location', name: 'Belleville', shape: circle('1.54 km') });
    expect(silesia).toMatchObject({ name: 'Silesia', shape: square, updated_at: null });
  });

  it('orders oldest first, and takes end_date as the newest creation time to list', async () => {
    expect(ids((await list('order=created_at&limit=100')).data)).toEqual(ids([...[...seeded].reverse(), ...made]));
    const older = await list(`end_date=${made[1]!.created_at}`);
    expect(ids(older.data)).toEqual(ids([made[1]!, made[0]!, ...seeded]));
  });

  it('narrows by name and by creation or change time, joined by junction', async () => {
    expect(ids((await list('filters[name][conditions][$starts_with]=bell')).data)).toEqual([made[2]!.id, made[0]!.id]);
    const recent = await list(`filters[created_at][conditions][$after]=${made[0]!.created_at}`);
    expect(recent).toMatchObject({ total: 2, has_more: false });
    expect((await list('filters[updated_at][conditions][$has_value]=')).total).toBe(0);
    const either = await list(
      'filters[junction]=or&filters[name][conditions][$is]=Silesia&filters[created_at][conditions][$more_than]=1',
    );
    expect(ids(either.data)).toEqual([made[1]!.id, ...ids(seeded)]);
  });

  it('answers a bearer token with the locations scope, and refuses a filter it does not apply with 400', async () => {
    const token = await issueTokenThroughApi(service, 'locations');
    expect(ids((await list('limit=1', bearer(token))).data)).toEqual([made[2]!.id]);
    for (const query of ['filters[shape][conditions][$is]=circle', 'order=name', 'limit=101', 'end_date=soon']) {
      const refused = await readAs(
        service.request(`/v1/locations?${query}`, { headers: appHeaders }),
        errorBodySchema,
        400,
      );
      expect(refused.key, query).toBe('invalid_payload');
    }
  });
});

describe('GET /v1/locations/{locationId}', () => {
  it('reads a location as it is listed, and answers 404 for one it does not know', async () => {
    const read = await readAs(
      service.request(`/v1/locations/${made[1]!.id}`, { headers: appHeaders }),
      locationSchema,
      200,
    );
    expect(officialErrors('get', '/v1/locations/{locationId}', 200, read)).toEqual([]);
    expect(read).toEqual(made[1]);
    const missing = await readAs(
      service.request('/v1/locations/loc_nope', { headers: appHeaders }),
      errorBodySchema,
      404,
    );
    expect(missing).toMatchObject({ key: 'not_found', resource_type: 'location', resource_id: 'loc_nope' });
  });
});
