import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from './geo.js';

// Leaflet guesses the marker images' folder from its stylesheet, which the bundler moves and renames
// (STACK-NOTES): name the bundled images and set an empty folder so the guess is never used.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export { L };

export const toLeaflet = (point: LatLng): L.LatLngTuple => [point.latitude, point.longitude];
export const fromLeaflet = (latlng: L.LatLng): LatLng => ({ latitude: latlng.lat, longitude: latlng.lng });

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Brings a point into view: an animated flight, or a jump for people who asked for less motion. */
export function moveTo(map: L.Map, point: LatLng, zoom: number): void {
  if (prefersReducedMotion()) map.setView(toLeaflet(point), zoom);
  else map.flyTo(toLeaflet(point), zoom, { duration: 0.8 });
}
