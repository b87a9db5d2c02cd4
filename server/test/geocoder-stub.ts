import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place the stand-in knows, in the demo data's area. */
export interface StubPlace {
  name?: string;
  street: string;
  housenumber?: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export const STUB_PLACES: StubPlace[] = [
  {
    name: 'Rathaus Musterstadt',
    street: 'Rathausplatz',
    housenumber: '1',
    postcode: '15732',
    city: 'Musterstadt',
    latitude: 52.2201,
    longitude: 13.4402,
  },
  { street: 'Bahnhofstraße', housenumber: '5', postcode: '15732', city: 'Musterstadt', latitude: 52.215, longitude: 13.43 },
  { street: 'Parkweg', housenumber: '3', postcode: '15732', city: 'Musterstadt', latitude: 52.23, longitude: 13.46 },
  {
    name: 'Gemeindeamt Beispieldorf',
    street: 'Dorfstraße',
    housenumber: '12',
    postcode: '15738',
    city: 'Beispieldorf',
    latitude: 52.2215,
    longitude: 13.5402,
  },
  { street: 'Am Markt', housenumber: '1', postcode: '15711', city: 'Königs Wusterhausen', latitude: 52.2967, longitude: 13.6266 },
];

export interface GeocoderStub {
  /** the Nominatim-style base address (GEOCODER_URL) */
  url: string;
  /** the Photon-style base address (contains "photon") */
  photonUrl: string;
  /** every request the stand-in received (path and query) */
  requests: string[];
  /** when true every request answers 503, as an upstream outage would */
  down: boolean;
  close(): Promise<void>;
}

const streetLine = (p: StubPlace) => [p.street, p.housenumber].filter(Boolean).join(' ');
const displayName = (p: StubPlace) => [p.name, streetLine(p), `${p.postcode} ${p.city}`, 'Deutschland'].filter(Boolean).join(', ');

/** A place matches when every word of the query occurs in its display name (case-insensitive). */
function search(query: string, limit: number): StubPlace[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return STUB_PLACES.filter((place) => words.every((word) => displayName(place).toLowerCase().includes(word))).slice(0, limit);
}

function nominatim(places: StubPlace[]) {
  return places.map((p, i) => ({
    place_id: i + 1,
    lat: String(p.latitude),
    lon: String(p.longitude),
    category: 'place',
    type: 'house',
    display_name: displayName(p),
  }));
}

function photon(places: StubPlace[]) {
  return {
    type: 'FeatureCollection',
    features: places.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
      properties: {
        name: p.name,
        street: p.street,
        housenumber: p.housenumber,
        postcode: p.postcode,
        city: p.city,
        country: 'Deutschland',
      },
    })),
  };
}

/**
 * A stand-in for the geocoder (the machines have no internet): answers Nominatim's /search?format=jsonv2 at
 * its root and Photon's /api under /photon, from a few fixed places around the demo tenants. Start it on
 * 127.0.0.1 with a free port and point GEOCODER_URL at `url` (or `photonUrl`).
 */
export async function startGeocoderStub(): Promise<GeocoderStub> {
  const requests: string[] = [];
  const stub = { down: false };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const address = new URL(request.url ?? '/', 'http://stub');
    requests.push(`${address.pathname}${address.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (stub.down) return send(503, { error: 'unavailable' });
    const query = address.searchParams.get('q') ?? '';
    const limit = Number(address.searchParams.get('limit') ?? 10);
    if (address.pathname === '/search') return send(200, nominatim(search(query, limit)));
    if (address.pathname === '/photon/api') return send(200, photon(search(query, limit)));
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(stub, {
    url: base,
    photonUrl: `${base}/photon`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
