import type { LocationShape } from '../../contract/location.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { seededRandom } from './random.ts';

/**
 * The demo shop's two places: its flagship store (a circle) and the city centre around it (a polygon), made on the
 * account's first day. Their ids come from a generator of their own, so adding them moved no other seeded id.
 */
export function demoLocations(projectId: string, calendar: DemoCalendar) {
  const random = seededRandom(`${projectId}:locations`);
  const store: LocationShape = {
    type: 'circle',
    format: 'distance',
    distance: { center: 'geo:52.229676,21.012229', radius: '300 m' },
  };
  const centre: LocationShape = {
    type: 'polygon',
    format: 'geojson',
    geojson: {
      type: 'Polygon',
      coordinates: [
        [
          [20.99, 52.22],
          [21.04, 52.22],
          [21.04, 52.24],
          [20.99, 52.24],
          [20.99, 52.22],
        ],
      ],
    },
  };
  return [
    { id: random.id('loc_'), projectId, name: 'Flagship store', shape: store, createdAt: calendar.at(2) },
    { id: random.id('loc_'), projectId, name: 'City centre', shape: centre, createdAt: calendar.at(3) },
  ];
}
