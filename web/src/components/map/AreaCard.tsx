import { Card } from '../Card.js';
import type { LatLng } from './geo.js';
import type { Geocoder } from './geocoder.js';
import { LazyPolygonEditor } from './lazy.js';
import '../Field.css';

export interface AreaCardTexts {
  title: string;
  /** how to draw, read before the map */
  hint: string;
  /** the map's accessible name */
  map: string;
}

export interface AreaCardProps {
  texts: AreaCardTexts;
  points: LatLng[];
  onChange: (points: LatLng[]) => void;
  search: Geocoder;
}

/** The card of a record form in which the area it applies to is drawn (a promotion's or a survey's boundary). */
export function AreaCard({ texts, points, onChange, search }: AreaCardProps) {
  return (
    <Card title={texts.title}>
      <p className="field__hint">{texts.hint}</p>
      <LazyPolygonEditor label={texts.map} mode="area" points={points} onChange={onChange} search={search} />
    </Card>
  );
}
