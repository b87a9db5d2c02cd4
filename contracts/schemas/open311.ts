import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/**
 * Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2) under /open311/v2, in JSON (`.json`) and XML
 * (`.xml`) with the specification's field and element names. A jurisdiction (`jurisdiction_id`) is a tenant
 * with the modules MAENGELMELDER and APIZUGRIFF and at least one category; a service is one of its categories
 * (`service_code` = category id). Without `jurisdiction_id` the only jurisdiction is meant; when there are
 * several, it is required (400). Errors: [{ code, description }] (XML <errors><error>) with the HTTP status
 * as code: 400 bad or missing parameter, 403 bad api_key, 404 unknown jurisdiction, service or request.
 */

export const OPEN311_FORMATS = ['json', 'xml'] as const;
export type Open311Format = (typeof OPEN311_FORMATS)[number];
export const FormatParams = Type.Object({ format: Type.Enum([...OPEN311_FORMATS]) });
export type FormatParams = Static<typeof FormatParams>;

export const Open311Error = Type.Object({ code: Type.Integer(), description: Type.String() });
export const Open311Errors = Type.Array(Open311Error);
export type Open311Error = Static<typeof Open311Error>;

/** GET discovery.{format} */
export const Discovery = Type.Object({
  changeset: Type.String(),
  contact: Type.String(),
  key_service: Type.String(),
  endpoints: Type.Array(
    Type.Object({
      specification: Type.String(),
      url: Type.String(),
      changeset: Type.String(),
      type: Type.String(),
      formats: Type.Array(Type.String()),
    }),
  ),
});
export type Discovery = Static<typeof Discovery>;

export const JurisdictionQuery = Type.Object({ jurisdiction_id: Type.Optional(Type.String({ maxLength: 40 })) });
export type JurisdictionQuery = Static<typeof JurisdictionQuery>;

/** GET services.{format}?jurisdiction_id= */
export const Service = Type.Object({
  service_code: Type.String(),
  service_name: Type.String(),
  description: Type.String(),
  /** false: no service definition attributes beyond the standard fields */
  metadata: Type.Boolean(),
  type: Type.Literal('realtime'),
  keywords: Type.String(),
  group: Type.String(),
});
export const Services = Type.Array(Service);
export type Service = Static<typeof Service>;

export const ServiceParams = Type.Object({ service_code: Type.String({ maxLength: 40 }), format: Type.Enum([...OPEN311_FORMATS]) });
export type ServiceParams = Static<typeof ServiceParams>;

/** GET services/{service_code}.{format}: no attributes beyond the standard fields. */
export const ServiceDefinition = Type.Object({
  service_code: Type.String(),
  attributes: Type.Array(Type.Object({})),
});
export type ServiceDefinition = Static<typeof ServiceDefinition>;

/** GET requests.{format}: the standard filters; at most 1,000 requests, newest first, by default of the last 90 days. */
export const RequestsQuery = Type.Object({
  jurisdiction_id: Type.Optional(Type.String({ maxLength: 40 })),
  /** comma-separated; when given, the other filters are ignored */
  service_request_id: Type.Optional(Type.String({ maxLength: 2000 })),
  /** comma-separated */
  service_code: Type.Optional(Type.String({ maxLength: 2000 })),
  start_date: Type.Optional(Type.String({ maxLength: 40 })),
  end_date: Type.Optional(Type.String({ maxLength: 40 })),
  /** open or closed, comma-separated */
  status: Type.Optional(Type.String({ maxLength: 20 })),
});
export type RequestsQuery = Static<typeof RequestsQuery>;

export const RequestParams = Type.Object({ service_request_id: Type.String({ maxLength: 40 }), format: Type.Enum([...OPEN311_FORMATS]) });
export type RequestParams = Static<typeof RequestParams>;

/**
 * A service request as anyone may read it (no key, no login): never more than the tenant published. A case
 * published to the map carries what its map marker shows (description shortened as there, lat, long); any
 * other case only service_request_id, status, service and dates, with description, lat and long null. The
 * reporter's e-mail, name, address and photos, the answers and notes and the staff's deadline are never part
 * of it: status_notes, expected_datetime, address, address_id, zipcode and media_url are always null (empty
 * elements in XML), kept as keys for the specification's shape.
 */
export const ServiceRequest = Type.Object({
  service_request_id: Type.String(),
  /** open: CREATED or IN_PROGRESS; closed: every other state */
  status: Type.Enum(['open', 'closed']),
  status_notes: Type.Null(),
  service_name: Nullable(Type.String()),
  service_code: Nullable(Type.String()),
  description: Nullable(Type.String()),
  agency_responsible: Nullable(Type.String()),
  service_notice: Nullable(Type.String()),
  requested_datetime: Type.String(),
  updated_datetime: Type.String(),
  expected_datetime: Type.Null(),
  address: Type.Null(),
  address_id: Type.Null(),
  zipcode: Type.Null(),
  lat: Nullable(Type.Number()),
  long: Nullable(Type.Number()),
  media_url: Type.Null(),
});
export const ServiceRequests = Type.Array(ServiceRequest);
export type ServiceRequest = Static<typeof ServiceRequest>;

/**
 * POST requests.{format}, application/x-www-form-urlencoded. Required: api_key (the tenant's API key),
 * service_code, and lat + long or address_string (geocoded). description up to 4,000 characters; media_url
 * an http(s) address. The location must lie within the jurisdiction's boundary.
 */
export const RequestCreate = Type.Object({
  api_key: Type.Optional(Type.String({ maxLength: 200 })),
  jurisdiction_id: Type.Optional(Type.String({ maxLength: 40 })),
  service_code: Type.Optional(Type.String({ maxLength: 40 })),
  lat: Type.Optional(Type.String({ maxLength: 40 })),
  long: Type.Optional(Type.String({ maxLength: 40 })),
  address_string: Type.Optional(Type.String({ maxLength: 300 })),
  address_id: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  device_id: Type.Optional(Type.String({ maxLength: 100 })),
  account_id: Type.Optional(Type.String({ maxLength: 100 })),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  description: Type.Optional(Type.String({ maxLength: 10000 })),
  media_url: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type RequestCreate = Static<typeof RequestCreate>;

export const RequestCreated = Type.Array(
  Type.Object({ service_request_id: Type.String(), service_notice: Nullable(Type.String()), account_id: Nullable(Type.String()) }),
);
export type RequestCreated = Static<typeof RequestCreated>;
