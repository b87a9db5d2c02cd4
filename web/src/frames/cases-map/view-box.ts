import type { LatLng } from '../../components/map/geo.js';

/**
 * The part of the world a map shows, in degrees. Kept free of Leaflet: the list beside the map filters by it in
 * the frames' first script, which does not load Leaflet.
 */
export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export const inView = (box: ViewBox, point: LatLng): boolean =>
  point.latitude >= box.south && point.latitude <= box.north && point.longitude >= box.west && point.longitude <= box.east;

/**
 * What the map opens on and returns to: every published case, else the tenant's boundary (a town without
 * published reports still sees its own area); empty when there is neither, and the map keeps its centre.
 */
export const pointsToFit = (cases: readonly LatLng[], boundary: readonly LatLng[]): readonly LatLng[] =>
  cases.length > 0 ? cases : boundary;
