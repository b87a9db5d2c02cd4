import type { CaseMarkers, CaseStateValue } from '@contracts/case.js';
import type { LatLng } from '../../components/map/geo.js';

/** A case on the map of /cases with its state and category named: what its marker, title and card show. */
export interface MapMarker extends LatLng {
  id: number;
  caseNumber: number | null;
  state: CaseStateValue;
  category: string | null;
}

/** The answer's tuples with their state and category looked up in the answer's tables. */
export const mapMarkers = ({ markers, states, categories }: CaseMarkers): MapMarker[] =>
  markers.map(([id, caseNumber, latitude, longitude, state, category]) => ({
    id,
    caseNumber,
    latitude,
    longitude,
    state: states[state]!,
    category: category === null ? null : categories[category]!,
  }));
