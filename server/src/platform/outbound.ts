import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/** What an answer may cost: a server that stalls or sends without end stops the call with a clear message. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export interface OutboundRequest extends FetchLimits {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Calls on behalf of a tenant's configuration go only to public addresses: a private, loopback or link-local one
   * is refused unless its host (or host:port) is on this allow-list (FORWARDING_ALLOWED_HOSTS). Undefined: the
   * operator named the address (an import), any address counts.
   */
  publicOnly?: { allowedHosts: readonly string[] };
}

export interface OutboundAnswer {
  status: number;
  body: Buffer;
}

/** The ranges ipaddr.js names for the public internet; every other (private, loopback, linkLocal, …) is refused. */
const PUBLIC_RANGE = 'unicast';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === PUBLIC_RANGE;
}

/** A call refused because its address is internal: waiting does not change that, so it is not retried. */
export class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`${host} ist keine öffentliche Adresse; Aufrufe an interne Adressen erlaubt nur FORWARDING_ALLOWED_HOSTS.`);
  }
}

const allowed = (url: URL, hosts: readonly string[]) => hosts.includes(url.hostname) || hosts.includes(url.host);

/**
 * A connection that checks each address it connects to, after the name was resolved: a host that resolves to a
 * public address when asked and to an internal one when connected to (DNS rebinding) is refused all the same.
 */
function publicOnlyAgent(): Agent {
  return new Agent({
    connect: {
      lookup: (hostname, options, callback) => {
        dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          const list = addresses as unknown as LookupAddress[];
          const refused = list.find((entry) => !isPublicAddress(entry.address));
          if (refused) return callback(new RefusedAddressError(hostname), '', 0);
          const first = list[0]!;
          callback(null, first.address, first.family);
        });
      },
    },
  });
}

let guardedAgent: Agent | undefined;

/**
 * Sends `request` to `url` within the limits and answers the status and the body, whatever the status. Redirects
 * are refused: an answer must come from the address named, not from wherever that server points.
 */
export async function requestLimited(url: URL, request: OutboundRequest): Promise<OutboundAnswer> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${url.protocol} wird nicht unterstützt; nur http und https.`);
  const guarded = request.publicOnly !== undefined && !allowed(url, request.publicOnly.allowedHosts);
  if (guarded && ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, '')) && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
    throw new RefusedAddressError(url.hostname);
  }
  if (guarded) guardedAgent ??= publicOnlyAgent();
  const response = await undiciFetch(url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(request.timeoutMs),
    dispatcher: guarded ? guardedAgent : undefined,
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof RefusedAddressError) throw cause;
    throw cause instanceof Error && cause.name === 'TimeoutError'
      ? new Error(`${url.origin} antwortet nicht innerhalb von ${request.timeoutMs / 1000} Sekunden.`)
      : new Error(`${url.origin} ist nicht erreichbar: ${cause instanceof Error ? cause.message : String(cause)}`);
  });
  if (response.status >= 300 && response.status < 400)
    throw new Error(`${url.origin} leitet weiter (${response.status}); Weiterleitungen werden nicht verfolgt.`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > request.maxBytes) throw new Error(`Die Antwort ist größer als ${request.maxBytes} Bytes.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > request.maxBytes) throw new Error(`Die Antwort ist größer als ${request.maxBytes} Bytes.`);
    chunks.push(chunk);
  }
  return { status: response.status, body: Buffer.concat(chunks) };
}

/** GET `url` and the body as bytes, within the limits; an answer other than 2xx is an error naming the status. */
export async function fetchLimited(url: URL, limits: FetchLimits, headers: Record<string, string> = {}): Promise<Buffer> {
  const answer = await requestLimited(url, { ...limits, headers });
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${url.origin} antwortet ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  return answer.body;
}
