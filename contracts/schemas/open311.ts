import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { OPEN311_JURISDICTION_ID_MAX } from './tenant.js';

/**
 * Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2) under /open311/v2, in JSON (`.json`) and XML
 * (`.xml`) with GeoReport v2's field and element names. A jurisdiction (`jurisdiction_id`) is a tenant
 * with the modules MAENGELMELDER and APIZUGRIFF and at least one category, named by its numeric id or by the
 * readable id the tenant chose (tenant setting open311JurisdictionId, e.g. "musterstadt.example"); discovery
 * lists them. A service is one of its categories (`service_code` = category id). Without `jurisdiction_id` the
 * only jurisdiction is meant; when there are several, it is required (400). Errors, on every Open311 address
 * (schema checks, unknown addresses and the rate limit included): [{ code, description }] (XML
 * <errors><error>) with the HTTP status as code: 400 bad or missing parameter, 403 bad api_key, 404 unknown
 * jurisdiction, service, request or address, 429 too many requests.
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
  /**
   * Not in GeoReport v2's discovery, which knows one jurisdiction per server: the jurisdictions this server
   * serves, each with the jurisdiction_id to send (the readable one where the tenant chose one, else the number).
   */
  jurisdictions: Type.Array(Type.Object({ jurisdiction_id: Type.String(), name: Type.String() })),
});
export type Discovery = Static<typeof Discovery>;

const JurisdictionId = Type.Optional(Type.String({ maxLength: OPEN311_JURISDICTION_ID_MAX }));
export const JurisdictionQuery = Type.Object({ jurisdiction_id: JurisdictionId });
export type JurisdictionQuery = Static<typeof JurisdictionQuery>;

/** GET services.{format}?jurisdiction_id= */
export const Service = Type.Object({
  service_code: Type.String(),
  service_name: Type.String(),
  description: Type.String(),
  /** true when the service definition has attributes (the category's subcategories) */
  metadata: Type.Boolean(),
  type: Type.Literal('realtime'),
  keywords: Type.String(),
  group: Type.String(),
});
export const Services = Type.Array(Service);
export type Service = Static<typeof Service>;

export const ServiceParams = Type.Object({ service_code: Type.String({ maxLength: 40 }), format: Type.Enum([...OPEN311_FORMATS]) });
export type ServiceParams = Static<typeof ServiceParams>;

/** One attribute of a service definition, with GeoReport v2's fields; values are the allowed answers. */
export const ServiceAttribute = Type.Object({
  variable: Type.Boolean(),
  code: Type.String(),
  datatype: Type.Enum(['string', 'number', 'datetime', 'text', 'singlevaluelist', 'multivaluelist']),
  required: Type.Boolean(),
  datatype_description: Nullable(Type.String()),
  order: Type.Integer(),
  description: Type.String(),
  values: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
});
export type ServiceAttribute = Static<typeof ServiceAttribute>;

/**
 * GET services/{service_code}.{format}: a category with subcategories has the optional singlevaluelist
 * attribute `subcategory` (keys: subcategory ids); a category without any has no attributes.
 */
export const ServiceDefinition = Type.Object({
  service_code: Type.String(),
  attributes: Type.Array(ServiceAttribute),
});
export type ServiceDefinition = Static<typeof ServiceDefinition>;

/** GET requests.{format}: the standard filters; at most 1,000 requests, newest first, by default of the last 90 days. */
export const RequestsQuery = Type.Object({
  jurisdiction_id: JurisdictionId,
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
 * reporter's e-mail, name, address and photos, the notes and the staff's deadline are never part of it:
 * expected_datetime, address, address_id, zipcode and media_url are always null (empty elements in XML), kept as
 * keys for GeoReport v2's shape. status_notes is the last answer to a reporter who filed the request over
 * Open311 without an e-mail (a forwarding product, an app): the only way that answer reaches its sender; else null.
 */
export const ServiceRequest = Type.Object({
  service_request_id: Type.String(),
  /** open: CREATED or IN_PROGRESS; closed: every other state */
  status: Type.Enum(['open', 'closed']),
  status_notes: Nullable(Type.String()),
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

/** A form field `attribute[code]` or, for a list of values, `attribute[code][]`. */
export const OPEN311_ATTRIBUTE_FIELD = /^attribute\[([^\]]{1,40})\](\[\])?$/;
const attributeValue = Type.String({ maxLength: 200 });

/**
 * POST requests.{format}, application/x-www-form-urlencoded. Required: api_key (the tenant's API key),
 * service_code, and lat + long or address_string (geocoded). jurisdiction_id defaults to the key's tenant; a
 * key files requests with its own tenant only (403 for another jurisdiction). description up to 4,000 characters;
 * first_name, last_name, phone and media_url (an http(s) address, never fetched by the server) are kept on the
 * case for the staff, and erased with the reporter's e-mail (DSGVO retention and Art. 17). The
 * location must lie within the jurisdiction's boundary. `attribute[code]=value` answers the service
 * definition's attributes (400 for a code the service does not define or a value it does not list).
 */
export const RequestCreate = Type.Object(
  {
    api_key: Type.Optional(Type.String({ maxLength: 200 })),
    jurisdiction_id: JurisdictionId,
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
  },
  {
    patternProperties: {
      [OPEN311_ATTRIBUTE_FIELD.source]: Type.Union([attributeValue, Type.Array(attributeValue, { maxItems: 50 })]),
    },
    maxProperties: 80,
  },
);
export type RequestCreate = Static<typeof RequestCreate> & Record<string, string | string[] | undefined>;

export const RequestCreated = Type.Array(
  Type.Object({ service_request_id: Type.String(), service_notice: Nullable(Type.String()), account_id: Nullable(Type.String()) }),
);
export type RequestCreated = Static<typeof RequestCreated>;
