import type { Kysely, Selectable } from 'kysely';
import { FORWARDING_MESSAGES } from '@contracts/forwarding.js';
import type { CaseForwardingTable, Database } from '../../db/schema.js';
import { signFileAccess } from '../../platform/files.js';
import { AppError } from '../../platform/errors.js';
import { RefusedAddressError, requestLimited } from '../../platform/outbound.js';
import { CALL_LIMITS, type ForwardingContext } from './context.js';
import { endpointCall, endpointKey, type EndpointRow } from './endpoints.js';

export type ForwardingRow = Selectable<CaseForwardingTable>;

/** How long the receiving body can load a forwarded photo: long enough for its clerks to open the request. */
export const MEDIA_LINK_MS = 30 * 86_400_000;

/** What an attempt came to: sent with their id, failed for good, or failed for now (retried later). */
export type Outcome = { sent: string; emailShared: boolean } | { failed: string; final: boolean };

/** Their error list (`[{code, description}]`, Open311's shape) as one text, else the start of the body. */
function reasonOf(status: number, body: string): string {
  try {
    const errors = JSON.parse(body) as { description?: unknown }[];
    const texts = Array.isArray(errors) ? errors.map((error) => error?.description).filter((text) => typeof text === 'string') : [];
    if (texts.length > 0) return `${status}: ${texts.join(' ')}`;
  } catch {
    // not JSON: the body's start says what it can
  }
  return `${status}: ${body.slice(0, 300)}`;
}

/** A status that a later attempt may not meet again: the request itself is refused (a wrong key, a wrong code). */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The case's fields a request carries, read at the time of sending (a clerk may have corrected the description). */
async function caseToSend(db: Kysely<Database>, caseId: number) {
  const c = await db
    .selectFrom('defectCase')
    .select(['description', 'latitude', 'longitude', 'address', 'email'])
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
  const photo = await db
    .selectFrom('casePhoto')
    .select('fileName')
    .where('caseId', '=', caseId)
    .where('final', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { ...c, photo: photo?.fileName ?? null };
}

/** The form of POST requests (GeoReport v2): the report, its first photo as a signed link, the e-mail if shared. */
async function requestForm(ctx: ForwardingContext, endpoint: EndpointRow, caseId: number): Promise<URLSearchParams> {
  const c = await caseToSend(ctx.db, caseId);
  const form = new URLSearchParams({ service_code: endpoint.serviceCode, lat: String(c.latitude), long: String(c.longitude) });
  const apiKey = endpointKey(endpoint, ctx.box);
  if (apiKey) form.set('api_key', apiKey);
  if (endpoint.jurisdictionId) form.set('jurisdiction_id', endpoint.jurisdictionId);
  if (c.description) form.set('description', c.description);
  if (c.address) form.set('address_string', c.address);
  if (endpoint.shareEmail && c.email) form.set('email', c.email);
  if (c.photo) {
    const signed = signFileAccess(ctx.fileSecret, c.photo, MEDIA_LINK_MS);
    form.set('media_url', `${ctx.links.publicUrl}/files/${c.photo}?expires=${signed.expires}&signature=${signed.signature}`);
  }
  return form;
}

/** One attempt to file the case with the receiving body. Never throws: every failure is an outcome with its reason. */
export async function sendRequest(ctx: ForwardingContext, row: ForwardingRow): Promise<Outcome> {
  const endpoint =
    row.endpointId === null
      ? undefined
      : await ctx.db.selectFrom('forwardingEndpoint').selectAll().where('id', '=', row.endpointId).executeTakeFirst();
  if (!endpoint) return { failed: FORWARDING_MESSAGES.endpointRemoved, final: true };
  try {
    const form = await requestForm(ctx, endpoint, row.caseId);
    const answer = await requestLimited(endpointCall(endpoint.baseUrl, 'requests.json'), {
      ...CALL_LIMITS,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      publicOnly: { allowedHosts: ctx.allowedHosts },
    });
    const body = answer.body.toString('utf8');
    if (answer.status < 200 || answer.status >= 300) return { failed: reasonOf(answer.status, body), final: isFinal(answer.status) };
    const created = (JSON.parse(body) as { service_request_id?: unknown }[])[0]?.service_request_id;
    if (typeof created !== 'string' && typeof created !== 'number') return { failed: FORWARDING_MESSAGES.noRequestId, final: true };
    return { sent: String(created), emailShared: form.has('email') };
  } catch (error) {
    // a refused address or an unreadable key does not heal by waiting; a network error may
    return {
      failed: error instanceof Error ? error.message : String(error),
      final: error instanceof RefusedAddressError || error instanceof AppError,
    };
  }
}
