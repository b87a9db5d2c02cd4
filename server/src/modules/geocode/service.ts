import { GEOCODE_QUERY_MAX, GEOCODE_QUERY_MIN, type GeocodeResult } from '@contracts/geocode.js';
import type { Config } from '../../config.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { TtlLruCache } from './cache.js';
import { parseUpstream, upstreamUrl } from './upstream.js';

export const GEOCODE_MESSAGES = {
  tooShort: `Bitte geben Sie mindestens ${GEOCODE_QUERY_MIN} Zeichen für die Adresssuche ein.`,
  tooLong: `Die Adresssuche darf höchstens ${GEOCODE_QUERY_MAX} Zeichen lang sein.`,
  unavailable: 'Die Adresssuche ist gerade nicht erreichbar.',
};

export interface GeocoderOptions {
  /** GEOCODER_URL: a Nominatim or Photon base address */
  url: string;
  /** public geocoders require an identifying User-Agent */
  userAgent: string;
  timeoutMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** told about each failed upstream call (the answer to the client is a plain 502) */
  onUpstreamError?: (error: unknown) => void;
}

export type Geocoder = (query: string, limit: number) => Promise<GeocodeResult[]>;

/** The search text as sent upstream: trimmed, inner whitespace collapsed, 3 to 200 characters. */
export function normaliseQuery(raw: string): string {
  const query = raw.trim().replace(/\s+/g, ' ');
  if (query.length < GEOCODE_QUERY_MIN) throw badRequest(GEOCODE_MESSAGES.tooShort, 'GEOCODE_QUERY_TOO_SHORT');
  if (query.length > GEOCODE_QUERY_MAX) throw badRequest(GEOCODE_MESSAGES.tooLong, 'GEOCODE_QUERY_TOO_LONG');
  return query;
}

/**
 * An address search over the configured upstream. Answers are cached (public geocoders allow about one
 * request per second) and identical searches running at the same time share one upstream call.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const cache = new TtlLruCache<GeocodeResult[]>(options.cacheEntries ?? 500, options.cacheTtlMs ?? 24 * 3_600_000);
  const running = new Map<string, Promise<GeocodeResult[]>>();
  const timeoutMs = options.timeoutMs ?? 4000;

  const ask = async (query: string, limit: number): Promise<GeocodeResult[]> => {
    try {
      const response = await fetch(upstreamUrl(options.url, query, limit), {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return parseUpstream(options.url, await response.json()).slice(0, limit);
    } catch (error) {
      options.onUpstreamError?.(error);
      throw new AppError(502, 'GEOCODER_UNAVAILABLE', GEOCODE_MESSAGES.unavailable);
    }
  };

  return async (rawQuery, limit) => {
    const query = normaliseQuery(rawQuery);
    const key = `${limit}:${query.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let pending = running.get(key);
    if (!pending) {
      pending = ask(query, limit)
        .then((results) => {
          cache.set(key, results);
          return results;
        })
        .finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}

/** The application's geocoder: GEOCODER_URL with the identifying User-Agent public geocoders require. */
export function configuredGeocoder(
  config: Pick<Config, 'geocoderUrl' | 'buildNumber' | 'publicUrl'>,
  onUpstreamError?: (error: unknown) => void,
): Geocoder {
  return createGeocoder({
    url: config.geocoderUrl,
    userAgent: `Buergerportal/${config.buildNumber} (${config.publicUrl})`,
    onUpstreamError,
  });
}
