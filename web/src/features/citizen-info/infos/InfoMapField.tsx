import type { InfoType } from '@contracts/info.js';
import { Card } from '../../../components/Card.js';
import type { LatLng } from '../../../components/map/geo.js';
import { LazyPolygonEditor } from '../../../components/map/lazy.js';
import { MapPicker } from '../../../components/map/MapPicker.js';
import { useT } from '../../../i18n/i18n.js';

export interface InfoMapFieldProps {
  type: InfoType | null;
  line: LatLng[];
  area: LatLng[];
  marker: LatLng | null;
  onLine: (points: LatLng[]) => void;
  onArea: (points: LatLng[]) => void;
  onMarker: (point: LatLng) => void;
}

/**
 * Address search and map (docs/product/citizen-information.md#map-data-by-type): a line (at least 2 points) for
 * MAP_LINE, an area (at least 3) for MAP_AREA, one marker for every other type. `data-field` lets the form put the
 * focus on the map when the line or area is missing.
 */
export function InfoMapField({ type, line, area, marker, onLine, onArea, onMarker }: InfoMapFieldProps) {
  const t = useT();
  return (
    <Card title={t('citizenInfo.form.mapCard')}>
      <div className="citizen-info-form__map" data-field="map">
        {type === 'MAP_LINE' ? (
          <>
            <p className="field__hint">{t('citizenInfo.form.mapLineHint')}</p>
            <LazyPolygonEditor key="line" label={t('citizenInfo.form.mapLine')} mode="line" points={line} onChange={onLine} />
          </>
        ) : type === 'MAP_AREA' ? (
          <>
            <p className="field__hint">{t('citizenInfo.form.mapAreaHint')}</p>
            <LazyPolygonEditor key="area" label={t('citizenInfo.form.mapArea')} mode="area" points={area} onChange={onArea} />
          </>
        ) : (
          <>
            <p className="field__hint">{t('citizenInfo.form.mapMarkerHint')}</p>
            <MapPicker label={t('citizenInfo.form.mapMarker')} value={marker} onChange={onMarker} />
          </>
        )}
      </div>
    </Card>
  );
}
