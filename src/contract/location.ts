import { z } from 'zod';
import { conditionsSchema } from './campaign-template.ts';
import { timestampSchema } from './common.ts';
import { dateTimeConditionsSchema } from './list-filters.ts';

/*
 * Locations (`loc_`): named places, a circle around a GPS point or a GeoJSON polygon. The hosted API lists and reads
 * them and makes them only in its dashboard; Promodesk stores them per project and makes them only internally (the
 * demo seed), as no official operation creates one.
 */

/** `geo:<latitude>,<longitude>` in decimal degrees, as the hosted circle's centre. */
const geoPointSchema = z
  .string()
  .regex(/^geo:-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Give geo:<latitude>,<longitude> in decimal degrees');
/** A GeoJSON position, `[longitude, latitude]`. */
const positionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** A closed ring of positions: its first and last are the same point. */
const ringSchema = z.array(positionSchema).min(4).max(10_000);
const polygonCoordinatesSchema = z.array(ringSchema).min(1).max(100);

export const locationShapeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('circle'),
    format: z.literal('distance'),
    distance: z.object({
      center: geoPointSchema,
      /** As the hosted examples write it: `1.54 km`, `300 m`. */
      radius: z.string().regex(/^\d+(\.\d+)? ?(m|km)$/, 'Give the radius in m or km, e.g. 1.54 km'),
    }),
  }),
  z.object({
    type: z.literal('polygon'),
    format: z.literal('geojson'),
    geojson: z.discriminatedUnion('type', [
      z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinatesSchema }),
      z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordinatesSchema).min(1).max(100) }),
    ]),
  }),
]);
export type LocationShape = z.infer<typeof locationShapeSchema>;

/** A new location, for Promodesk's internal use (the hosted API has no operation that makes one). */
export const locationCreateSchema = z.object({
  name: z.string().trim().min(1, 'A location needs a name').max(200),
  shape: locationShapeSchema,
});
export type LocationCreate = z.infer<typeof locationCreateSchema>;

export const locationSchema = z
  .object({
    id: z.string(),
    object: z.literal('location'),
    name: z.string(),
    shape: locationShapeSchema,
    created_at: timestampSchema,
    /** Always present, null until the location changes, as the official schema requires. */
    updated_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

/**
 * GET /v1/locations: newest first unless `order` says otherwise; `end_date` keeps those made at or before it (a
 * further page of the newest-first list, as the official `has_more` suggests).
 */
export const locationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']).default('-created_at'),
  end_date: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

/** The official `ParameterFiltersListLocations`, parsed from `filters[...]` bracket parameters. */
export const locationListFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    name: z.object({ conditions: conditionsSchema }).strict().optional(),
    created_at: z.object({ conditions: dateTimeConditionsSchema }).strict().optional(),
    updated_at: z.object({ conditions: dateTimeConditionsSchema }).strict().optional(),
  })
  .strict();
export type LocationListFilters = z.infer<typeof locationListFiltersSchema>;

/** `total` counts every location the query selects; `has_more` says whether more follow the page. */
export const locationListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(locationSchema),
    total: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: 'LocationsListResponseBody' });
export type LocationList = z.infer<typeof locationListSchema>;
