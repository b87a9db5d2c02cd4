import { XMLParser } from 'fast-xml-parser';

/** A service request as another Open311 (GeoReport v2) server answers it, in the fields the import reads. */
export interface ExternalRequest {
  id: string;
  serviceCode: string | null;
  serviceName: string | null;
  status: 'open' | 'closed';
  statusNotes: string | null;
  description: string | null;
  /** ISO 8601 instant */
  requestedAt: string | null;
  updatedAt: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  mediaUrl: string | null;
}

const xml = new XMLParser({ parseTagValue: false, trimValues: true, isArray: (name) => name === 'request' });

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
};

const number = (value: unknown): number | null => {
  const s = text(value);
  if (s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** A timestamp with or without offset as an ISO instant; null when the server wrote something else. */
const instant = (value: unknown): string | null => {
  const s = text(value);
  if (s === null) return null;
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

function toRequest(raw: Record<string, unknown>): ExternalRequest | null {
  const id = text(raw.service_request_id);
  if (id === null) return null;
  return {
    id,
    serviceCode: text(raw.service_code),
    serviceName: text(raw.service_name),
    status: text(raw.status)?.toLowerCase() === 'closed' ? 'closed' : 'open',
    statusNotes: text(raw.status_notes),
    description: text(raw.description),
    requestedAt: instant(raw.requested_datetime),
    updatedAt: instant(raw.updated_datetime),
    latitude: number(raw.lat),
    longitude: number(raw.long),
    address: text(raw.address) ?? text(raw.address_string),
    mediaUrl: text(raw.media_url),
  };
}

/**
 * The requests of a `requests.json` or `requests.xml` answer. Entries without a service_request_id (which a server
 * may list for requests it has not yet numbered) cannot be found again and are left out.
 */
export function parseRequests(body: string, format: 'json' | 'xml'): ExternalRequest[] {
  const raw: unknown =
    format === 'json' ? JSON.parse(body) : (xml.parse(body) as { service_requests?: { request?: unknown } }).service_requests?.request;
  if (raw === undefined || raw === '') return [];
  if (!Array.isArray(raw)) throw new Error('Die Antwort ist keine Liste von Meldungen.');
  return raw
    .flatMap((entry) => (entry && typeof entry === 'object' ? [toRequest(entry as Record<string, unknown>)] : []))
    .filter((r) => r !== null);
}
