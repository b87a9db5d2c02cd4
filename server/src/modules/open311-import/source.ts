import { fetchLimited } from '../../platform/outbound.js';
import { type ExternalRequest, parseRequests } from './requests.js';

/** The Open311 server an import reads from. */
export interface Open311Source {
  /** the endpoint's base address, e.g. https://stadt.example/open311/v2 */
  baseUrl: URL;
  apiKey?: string;
  jurisdiction?: string;
  format: 'json' | 'xml';
  /**
   * How many requests the server answers at most in one call (servers cap their lists; GeoReport v2 suggests
   * 1,000): a window answering this many may have been cut, so it is asked again in halves.
   */
  maxPerRequest: number;
}

const LIST_LIMITS = { timeoutMs: 30_000, maxBytes: 50 * 1024 * 1024 };
const DAY_MS = 86_400_000;
/** windows of this length first; a window the server may have cut is halved down to a minute */
const WINDOW_MS = 30 * DAY_MS;
const SHORTEST_WINDOW_MS = 60_000;

/** The requests created in [from, to) as the server lists them. */
async function requestsIn(source: Open311Source, from: number, to: number): Promise<ExternalRequest[]> {
  const url = new URL(`requests.${source.format}`, source.baseUrl.href.endsWith('/') ? source.baseUrl : new URL(`${source.baseUrl.href}/`));
  url.searchParams.set('start_date', new Date(from).toISOString());
  url.searchParams.set('end_date', new Date(to).toISOString());
  if (source.jurisdiction) url.searchParams.set('jurisdiction_id', source.jurisdiction);
  if (source.apiKey) url.searchParams.set('api_key', source.apiKey);
  const body = await fetchLimited(url, LIST_LIMITS);
  return parseRequests(body.toString('utf8'), source.format);
}

/**
 * Every request created since `since`, each once, oldest window first. The server is asked window by window (its
 * default is a few recent months, and it caps each answer); a window that comes back full is asked again in two
 * halves until none is. `onWindow` hears how far the reading has come.
 */
export async function allRequests(
  source: Open311Source,
  since: number,
  until: number,
  onWindow: (readUpTo: number, found: number) => void = () => {},
): Promise<ExternalRequest[]> {
  const found = new Map<string, ExternalRequest>();
  const pending: [number, number][] = [];
  for (let from = since; from < until; from += WINDOW_MS) pending.push([from, Math.min(from + WINDOW_MS, until)]);
  while (pending.length > 0) {
    const [from, to] = pending.shift()!;
    const requests = await requestsIn(source, from, to);
    if (requests.length >= source.maxPerRequest && to - from > SHORTEST_WINDOW_MS) {
      const middle = from + Math.floor((to - from) / 2);
      pending.unshift([from, middle], [middle, to]);
      continue;
    }
    for (const request of requests) found.set(request.id, request);
    onWindow(to, found.size);
  }
  return [...found.values()].sort((a, b) => (a.requestedAt ?? '').localeCompare(b.requestedAt ?? '') || a.id.localeCompare(b.id));
}
