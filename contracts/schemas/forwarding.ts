import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';

/**
 * Forwarding over Open311: a tenant sends the new reports of a category (or all of them) to another body's Open311
 * endpoint (a works department, a county) and reads their status back. Configured per tenant with EDIT_OWN_TENANT
 * (the super admin for every tenant); the most specific endpoint wins: subcategory over category over the whole
 * tenant. The API key is written, never read back: answers say only whether one is stored.
 */

/** The longest values of an endpoint's fields. */
export const FORWARDING_LIMITS = { name: 100, baseUrl: 500, apiKey: 200, jurisdictionId: 100, serviceCode: 100 } as const;

/** An endpoint as the tenant's list shows it. */
export const ForwardingEndpoint = Type.Object({
  id: Type.Integer(),
  /** null: every category of the tenant without an endpoint of its own */
  categoryId: Nullable(Type.Integer()),
  categoryTagId: Nullable(Type.Integer()),
  /** "Alle Kategorien", the category's name or "Kategorie › Unterkategorie" */
  scope: Type.String(),
  /** the receiving body as the case file and protocol name it, e.g. "Bauhof Landkreis" */
  name: Type.String(),
  /** the endpoint's base address, e.g. https://bauhof.example/open311/v2 */
  baseUrl: Type.String(),
  jurisdictionId: Nullable(Type.String()),
  serviceCode: Type.String(),
  hasApiKey: Type.Boolean(),
  /** the reporter's e-mail goes along (else the receiving body answers through this tenant) */
  shareEmail: Type.Boolean(),
  /** a status note read back is sent to the reporter as an answer */
  answerReporter: Type.Boolean(),
});
export type ForwardingEndpoint = Static<typeof ForwardingEndpoint>;

/**
 * POST /api/tenant/{id}/forwarding and PUT /api/tenant/{id}/forwarding/{endpointId}. `apiKey`: a new key; absent
 * or empty keeps the stored one on a change. A category and subcategory must be the tenant's (400 otherwise), a
 * scope holds one endpoint (409 for a second).
 */
export const ForwardingEndpointSave = Type.Object({
  categoryId: Nullable(Id),
  categoryTagId: Nullable(Id),
  name: Type.String({ maxLength: FORWARDING_LIMITS.name }),
  baseUrl: Type.String({ maxLength: FORWARDING_LIMITS.baseUrl }),
  apiKey: Type.Optional(Type.String({ maxLength: FORWARDING_LIMITS.apiKey })),
  jurisdictionId: Nullable(Type.String({ maxLength: FORWARDING_LIMITS.jurisdictionId })),
  serviceCode: Type.String({ maxLength: FORWARDING_LIMITS.serviceCode }),
  shareEmail: Type.Boolean(),
  answerReporter: Type.Boolean(),
});
export type ForwardingEndpointSave = Static<typeof ForwardingEndpointSave>;

export const ForwardingEndpointParams = Type.Object({ id: Id, endpointId: Id });
export type ForwardingEndpointParams = Static<typeof ForwardingEndpointParams>;

/**
 * POST /api/tenant/{id}/forwarding/services: the services an endpoint offers (its services.json), to pick the
 * service code from. `endpointId` reads with that endpoint's stored key when `apiKey` is not given.
 */
export const ForwardingServicesQuery = Type.Object({
  baseUrl: Type.String({ maxLength: FORWARDING_LIMITS.baseUrl }),
  jurisdictionId: Nullable(Type.String({ maxLength: FORWARDING_LIMITS.jurisdictionId })),
  apiKey: Type.Optional(Type.String({ maxLength: FORWARDING_LIMITS.apiKey })),
  endpointId: Type.Optional(Id),
});
export type ForwardingServicesQuery = Static<typeof ForwardingServicesQuery>;

export const ForwardingService = Type.Object({
  code: Type.String(),
  name: Type.String(),
  group: Nullable(Type.String()),
});
export type ForwardingService = Static<typeof ForwardingService>;

export const FORWARDING_STATES = ['WAITING', 'SENT', 'FAILED'] as const;
export type ForwardingState = (typeof FORWARDING_STATES)[number];

/** GET /api/case/{id}/forwarding: the case's forwarding over Open311, or null when it has none. */
export const CaseForwarding = Type.Object({
  state: Type.Enum([...FORWARDING_STATES]),
  /** the receiving body's name */
  recipient: Type.String(),
  attempts: Type.Integer(),
  /** why the last attempt failed, in the receiving body's words where it gave any */
  lastError: Nullable(Type.String()),
  /** the next attempt of a waiting forwarding */
  nextAttemptAt: Nullable(Type.String()),
  sentAt: Nullable(Type.String()),
  /** the receiving body's id of the request */
  serviceRequestId: Nullable(Type.String()),
  /** their status at the last reading: open or closed */
  remoteStatus: Nullable(Type.String()),
  checkedAt: Nullable(Type.String()),
});
export type CaseForwarding = Static<typeof CaseForwarding>;

export const CaseForwardingAnswer = Type.Object({ forwarding: Nullable(CaseForwarding) });
export type CaseForwardingAnswer = Static<typeof CaseForwardingAnswer>;

/** Messages of the forwarding, shared by server and web. */
export const FORWARDING_MESSAGES = {
  baseUrl: 'Bitte geben Sie die Adresse des Open311-Endpunkts an (https://…).',
  name: 'Bitte geben Sie den Namen der empfangenden Stelle an.',
  serviceCode: 'Bitte wählen Sie den Dienst (service_code) der empfangenden Stelle.',
  scopeTaken: 'Für diesen Bereich ist schon eine Weiterleitung eingerichtet.',
  category: 'Die Kategorie gehört nicht zu diesem Mandanten.',
  subcategory: 'Die Unterkategorie gehört nicht zu dieser Kategorie.',
  notFailed: 'Nur eine fehlgeschlagene Weiterleitung kann erneut gesendet werden.',
  retried: 'Die Weiterleitung wird erneut gesendet.',
  saved: 'Die Weiterleitung wurde gespeichert.',
  removed: 'Die Weiterleitung wurde entfernt.',
  keyUnreadable:
    'Der gespeicherte API-Schlüssel lässt sich nicht entschlüsseln (wurde FORWARDING_SECRET geändert?). Bitte geben Sie ihn neu ein.',
  endpointRemoved: 'Die Weiterleitung wurde inzwischen entfernt.',
  noRequestId: 'Die Stelle hat keine Vorgangsnummer (service_request_id) zurückgegeben.',
  servicesUnreadable: 'Die Liste der Dienste (services.json) der Stelle ist nicht lesbar.',
  noKeySecret: 'FORWARDING_SECRET ist nicht gesetzt: API-Schlüssel können nicht verschlüsselt gespeichert werden.',
} as const;
