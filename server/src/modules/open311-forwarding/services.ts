import { FORWARDING_MESSAGES, type ForwardingService, type ForwardingServicesQuery } from '@contracts/forwarding.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { requestLimited } from '../../platform/outbound.js';
import { CALL_LIMITS, type ForwardingContext } from './context.js';
import { endpointCall, endpointKey, endpointUrl, findEndpoint } from './endpoints.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** The services of an Open311 services.json answer, those without a code left out. */
export function parseServices(body: string): ForwardingService[] {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw new Error(FORWARDING_MESSAGES.servicesUnreadable);
  }
  if (!Array.isArray(raw)) throw new Error(FORWARDING_MESSAGES.servicesUnreadable);
  return raw.flatMap((entry: Record<string, unknown>) => {
    const code = text(entry?.service_code);
    return code === null ? [] : [{ code, name: text(entry.service_name) ?? code, group: text(entry.group) }];
  });
}

/**
 * POST /api/tenant/{id}/forwarding/services: the receiving body's services, read by the server (the browser could
 * not: no CORS there), under the same guard as the forwarding itself. A failure answers 502 with the reason.
 */
export async function endpointServices(
  ctx: ForwardingContext,
  tenantId: number,
  query: ForwardingServicesQuery,
): Promise<ForwardingService[]> {
  const base = endpointUrl(query.baseUrl);
  if (!base) throw badRequest(FORWARDING_MESSAGES.baseUrl);
  const stored = query.endpointId === undefined ? null : await findEndpoint(ctx.db, tenantId, query.endpointId);
  const apiKey = query.apiKey?.trim() || (stored ? endpointKey(stored, ctx.box) : null);
  const url = endpointCall(base.href, 'services.json');
  if (query.jurisdictionId?.trim()) url.searchParams.set('jurisdiction_id', query.jurisdictionId.trim());
  if (apiKey) url.searchParams.set('api_key', apiKey);
  try {
    const answer = await requestLimited(url, { ...CALL_LIMITS, publicOnly: { allowedHosts: ctx.allowedHosts } });
    if (answer.status !== 200) throw new Error(`${url.origin} antwortet ${answer.status}.`);
    return parseServices(answer.body.toString('utf8'));
  } catch (error) {
    throw new AppError(502, 'FORWARDING_UNREACHABLE', `Die Dienste konnten nicht geladen werden: ${(error as Error).message}`);
  }
}
