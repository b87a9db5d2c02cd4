// leaflet.markercluster 1.5 extends the global `L`, which Leaflet sets when it loads: importing the map's Leaflet
// first keeps that order (this module is part of a map's lazy chunk, never of a first script).
import { L } from './leaflet.js';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './clusters.css';

/** Cluster sizes by their number of cases: a bigger group is a bigger circle. */
function clusterSize(count: number): { modifier: string; pixels: number } {
  if (count < 10) return { modifier: 'small', pixels: 36 };
  if (count < 100) return { modifier: 'medium', pixels: 42 };
  return { modifier: 'large', pixels: 50 };
}

/**
 * The group that clusters the markers: nearby cases become one numbered circle, so 10,000 cases stay readable and
 * only the markers in view are in the page. A cluster is a button for the keyboard too (Leaflet gives markers
 * tabindex and role "button"; Enter zooms in, or fans the cases out where they share a place), named by its
 * number of cases for screen readers.
 */
export function caseClusters(clusterLabel: (count: number) => string): L.MarkerClusterGroup {
  return L.markerClusterGroup({
    chunkedLoading: true,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const { modifier, pixels } = clusterSize(count);
      return L.divIcon({
        html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${clusterLabel(count)}</span>`,
        className: `map-cluster map-cluster--${modifier}`,
        iconSize: [pixels, pixels],
      });
    },
  });
}
