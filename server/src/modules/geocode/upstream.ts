import type { GeocodeResult } from '@contracts/geocode.js';

/** The two geocoder APIs GEOCODER_URL may point at; a URL containing "photon" means Photon. */
export type GeocoderFormat = 'nominatim' | 'photon';

export const geocoderFormat = (baseUrl: string): GeocoderFormat => (baseUrl.toLowerCase().includes('photon') ? 'photon' : 'nominatim');

/** The upstream request: German results (Nominatim: only Germany), German labels. */
export function upstreamUrl(baseUrl: string, query: string, limit: number): string {
  const root = baseUrl.replace(/\/+$/, '');
  if (geocoderFormat(baseUrl) === 'photon') {
    return `${root}/api?${new URLSearchParams({ q: query, limit: String(limit), lang: 'de' })}`;
  }
  const params = new URLSearchParams({
    format: 'jsonv2',
    q: query,
    limit: String(limit),
    countrycodes: 'de',
    'accept-language': 'de',
  });
  return `${root}/search?${params}`;
}

function toResult(label: unknown, latitude: unknown, longitude: unknown): GeocodeResult | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (typeof label !== 'string' || label.trim() === '') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { label: label.trim(), latitude: lat, longitude: lng };
}

const isResult = (result: GeocodeResult | null): result is GeocodeResult => result !== null;

/** Nominatim jsonv2: an array of places with display_name and lat/lon as strings. */
function parseNominatim(body: unknown): GeocodeResult[] {
  if (!Array.isArray(body)) throw new Error('Nominatim answer is not an array');
  return body.map((place: Record<string, unknown>) => toResult(place?.display_name, place?.lat, place?.lon)).filter(isResult);
}

type PhotonProperties = Partial<Record<'name' | 'street' | 'housenumber' | 'postcode' | 'city' | 'district' | 'state' | 'country', string>>;

/** "Rathaus, Rathausplatz 1, 15732 Musterstadt": Photon returns the parts, not a display name. */
export function photonLabel(p: PhotonProperties): string {
  const street = [p.street, p.housenumber].filter(Boolean).join(' ');
  const locality = [p.postcode, p.city ?? p.district].filter(Boolean).join(' ');
  const parts = [p.name, street, locality];
  if (!street && !p.city) parts.push(p.state);
  return [...new Set(parts.map((part) => part?.trim()).filter(Boolean))].join(', ');
}

/** Photon: GeoJSON features; coordinates are [longitude, latitude]. */
function parsePhoton(body: unknown): GeocodeResult[] {
  const features = (body as { features?: unknown })?.features;
  if (!Array.isArray(features)) throw new Error('Photon answer has no features');
  return features
    .map((feature: { geometry?: { coordinates?: unknown[] }; properties?: PhotonProperties }) => {
      const [longitude, latitude] = feature?.geometry?.coordinates ?? [];
      return toResult(photonLabel(feature?.properties ?? {}), latitude, longitude);
    })
    .filter(isResult);
}

/** The results of one upstream answer; throws when the answer is not in the expected shape. */
export const parseUpstream = (baseUrl: string, body: unknown): GeocodeResult[] =>
  geocoderFormat(baseUrl) === 'photon' ? parsePhoton(body) : parseNominatim(body);
