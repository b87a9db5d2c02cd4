import type { Kysely } from 'kysely';
import { isMediaUrl } from '@contracts/case.js';
import { isEmail } from '@contracts/common.js';
import type { RequestCreate, RequestCreated, RequestsQuery, ServiceRequest } from '@contracts/open311.js';
import type { Database } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { requireKeyTenant } from '../../platform/api-key.js';
import { AppError } from '../../platform/errors.js';
import { type CaseLinks, submitCase } from '../cases/index.js';
import { allowedDevice } from '../devices/index.js';
import { checkPoint, tenantCovers } from '../frames/index.js';
import type { Geocoder } from '../geocode/index.js';
import { chosenSubcategory, serviceAttributes } from './attributes.js';
import { open311Error } from './format.js';
import { resolveJurisdiction, type Jurisdiction } from './jurisdictions.js';
import { publicRequest, requestColumns } from './public-request.js';
import { findService } from './services.js';

export const OPEN311_DESCRIPTION_MAX = 4000;
/**
 * GeoReport v2's suggested limits: the last 90 days by default, at most 1,000 requests
 * (docs/product/frames-and-open311.md#open311-api).
 */
const DEFAULT_WINDOW_MS = 90 * 86_400_000;
const MAX_REQUESTS = 1000;

const OPEN311_MESSAGES = {
  apiKey: 'api_key fehlt.',
  apiKeyInvalid: 'Der api_key ist ungültig.',
  apiKeyOtherJurisdiction: 'Der api_key gehört nicht zu dieser Jurisdiktion.',
  serviceCode: 'service_code fehlt.',
  location: 'Bitte geben Sie lat und long oder address_string an.',
  address: 'Die Adresse wurde nicht gefunden.',
  outside: 'Der Ort liegt nicht im Gebiet dieser Jurisdiktion.',
  description: `Die Beschreibung darf höchstens ${OPEN311_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  email: 'Bitte wählen Sie eine gültige E-Mail-Adresse.',
  mediaUrl: 'media_url muss eine http- oder https-Adresse sein.',
  date: (name: string) => `${name} ist kein gültiges Datum (W3C, z. B. 2026-04-01T00:00:00Z).`,
  status: 'status ist open oder closed.',
  ids: 'service_request_id ist eine durch Kommas getrennte Liste von Nummern.',
  unknownRequest: (id: string) => `Die Meldung ${id} gibt es in dieser Jurisdiktion nicht.`,
};

/** Without a reporter's e-mail, the sender of the request reads the answers as its status_notes (public-request.ts). */
export const OPEN311_ANSWER_NOTICE =
  'Ohne E-Mail-Adresse: Die letzte Antwort an die meldende Person ist über Open311 als status_notes öffentlich lesbar.';

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function date(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw open311Error(400, OPEN311_MESSAGES.date(name));
  return ms;
}

/** GET requests: the jurisdiction's requests (its reachable cases) with the standard filters. */
export async function listRequests(db: Kysely<Database>, query: RequestsQuery): Promise<ServiceRequest[]> {
  const jurisdiction = await resolveJurisdiction(db, query.jurisdiction_id);
  let q = requestColumns(db).where('defectCase.tenantId', '=', jurisdiction.id).where('defectCase.reachable', '!=', 0);
  const ids = list(query.service_request_id);
  if (ids.length > 0) {
    if (!ids.every((id) => /^\d{1,9}$/.test(id))) throw open311Error(400, OPEN311_MESSAGES.ids);
    q = q.where('defectCase.id', 'in', ids.map(Number));
  } else {
    const codes = list(query.service_code);
    if (codes.length > 0)
      q = q.where(
        'defectCase.categoryId',
        'in',
        codes
          .filter((c) => /^\d{1,9}$/.test(c))
          .map(Number)
          .concat(-1),
      );
    const statuses = list(query.status);
    if (statuses.some((s) => s !== 'open' && s !== 'closed')) throw open311Error(400, OPEN311_MESSAGES.status);
    if (statuses.length === 1) q = q.where('defectCase.isOpen', '=', statuses[0] === 'open' ? 1 : 0);
    const end = date(query.end_date, 'end_date');
    const start = date(query.start_date, 'start_date') ?? (end ?? Date.now()) - DEFAULT_WINDOW_MS;
    q = q.where('defectCase.createdAt', '>=', new Date(start).toISOString());
    if (end !== null) q = q.where('defectCase.createdAt', '<=', new Date(end).toISOString());
  }
  const rows = await q.orderBy('defectCase.createdAt', 'desc').orderBy('defectCase.id', 'desc').limit(MAX_REQUESTS).execute();
  return rows.map(publicRequest);
}

/** GET requests/{service_request_id}: one request of the jurisdiction, as a list of one (GeoReport v2's shape). */
export async function getRequest(db: Kysely<Database>, id: string, jurisdictionId: string | undefined): Promise<ServiceRequest[]> {
  const jurisdiction = await resolveJurisdiction(db, jurisdictionId);
  const row = /^\d{1,9}$/.test(id)
    ? await requestColumns(db)
        .where('defectCase.id', '=', Number(id))
        .where('defectCase.tenantId', '=', jurisdiction.id)
        .where('defectCase.reachable', '!=', 0)
        .executeTakeFirst()
    : undefined;
  if (!row) throw open311Error(404, OPEN311_MESSAGES.unknownRequest(id));
  return [publicRequest(row)];
}

/** The tenant whose API key the form carries; 400 without one, 403 for a key that does not count. */
async function keyTenantId(db: Kysely<Database>, key: string | undefined): Promise<number> {
  if (!key?.trim()) throw open311Error(400, OPEN311_MESSAGES.apiKey);
  try {
    return (await requireKeyTenant(db, key.trim(), 'MAENGELMELDER')).id;
  } catch (error) {
    throw error instanceof AppError ? open311Error(403, `${OPEN311_MESSAGES.apiKeyInvalid} ${error.message}`) : error;
  }
}

/**
 * The jurisdiction a request goes to: the one named, else the key's own tenant. A key reports only into its
 * own tenant, so one municipality's key never files a case with another.
 */
async function postingJurisdiction(db: Kysely<Database>, body: RequestCreate): Promise<Jurisdiction> {
  const tenantId = await keyTenantId(db, body.api_key);
  const jurisdiction = await resolveJurisdiction(db, body.jurisdiction_id?.trim() || String(tenantId));
  if (jurisdiction.id !== tenantId) throw open311Error(403, OPEN311_MESSAGES.apiKeyOtherJurisdiction);
  return jurisdiction;
}

async function locate(body: RequestCreate, geocode: Geocoder): Promise<{ longitude: number; latitude: number }> {
  if (body.lat?.trim() && body.long?.trim()) {
    const [latitude, longitude] = [Number(body.lat), Number(body.long)];
    try {
      return checkPoint(longitude, latitude);
    } catch {
      throw open311Error(400, OPEN311_MESSAGES.location);
    }
  }
  if (!body.address_string?.trim()) throw open311Error(400, OPEN311_MESSAGES.location);
  const [hit] = await geocode(body.address_string, 1);
  if (!hit) throw open311Error(400, OPEN311_MESSAGES.address);
  return checkPoint(hit.longitude, hit.latitude);
}

/**
 * The reporter's name as the client sends it (first and last name), or null. It is kept on the case with the
 * phone number and media_url, not in the handover note, so the DSGVO erasure and the Art. 15 information reach
 * them. GET requests answers none of it (public-request.ts).
 */
function reporterName(body: RequestCreate): string | null {
  return (
    [body.first_name, body.last_name]
      .map((v) => v?.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}

/**
 * What staff see of the request beyond the case's fields: where it came from, the address as the reporter wrote it
 * (the case file shows no other place for it) and, without an e-mail, where an answer goes. Nothing that names the
 * reporter.
 */
function handoverNote(body: RequestCreate): string {
  return [
    'Gemeldet über Open311.',
    body.address_string?.trim() && `Adresse: ${body.address_string.trim()}`,
    !body.email?.trim() && OPEN311_ANSWER_NOTICE,
  ]
    .filter(Boolean)
    .join('\n');
}

/** POST requests: a normal case through the shared creation core (status token, mails, counters, protocol). */
export async function createRequest(
  db: Kysely<Database>,
  links: CaseLinks,
  geocode: Geocoder,
  body: RequestCreate,
): Promise<RequestCreated> {
  const jurisdiction = await postingJurisdiction(db, body);
  if (!body.service_code?.trim()) throw open311Error(400, OPEN311_MESSAGES.serviceCode);
  const service = await findService(db, jurisdiction, body.service_code.trim());
  const categoryTagId = chosenSubcategory(body, body.service_code.trim(), await serviceAttributes(db, service.id));
  const description = (body.description ?? '').trim();
  if (description.length > OPEN311_DESCRIPTION_MAX) throw open311Error(400, OPEN311_MESSAGES.description);
  const email = body.email?.trim() || null;
  if (email !== null && (email.length > 254 || !isEmail(email))) throw open311Error(400, OPEN311_MESSAGES.email);
  const mediaUrl = body.media_url?.trim() || null;
  if (mediaUrl !== null && !isMediaUrl(mediaUrl)) throw open311Error(400, OPEN311_MESSAGES.mediaUrl);
  const point = await locate(body, geocode);
  if (!(await tenantCovers(db, jurisdiction.id, point.longitude, point.latitude))) throw open311Error(400, OPEN311_MESSAGES.outside);
  const deviceId = await allowedDevice(db, body.device_id?.trim() || undefined);
  const tenant = await db
    .selectFrom('tenant')
    .select(['mmPublishAllCasesOnMap', 'automaticReply'])
    .where('id', '=', jurisdiction.id)
    .executeTakeFirstOrThrow();

  const { id } = await submitCase(
    db,
    {
      tenantId: jurisdiction.id,
      description,
      categoryId: service.id,
      categoryTagId,
      ...point,
      email,
      deviceId,
      reachable: true,
      stateChangedDeadline: null,
      handoverNote: handoverNote(body),
      address: body.address_string?.trim() || null,
      reporterName: reporterName(body),
      reporterPhone: body.phone?.trim() || null,
      mediaUrl,
      filedOverOpen311: true,
      photos: [],
      publishedOnMap: toBool(tenant.mmPublishAllCasesOnMap),
    },
    null,
    links,
  );
  return [{ service_request_id: String(id), service_notice: tenant.automaticReply?.trim() || null, account_id: null }];
}
