import { useId } from 'react';
import { Card } from '../../components/Card.js';
import { CASE_MAP_CENTER, CASE_MAP_ZOOM, type LatLng } from '../../components/map/geo.js';
import { MapPicker } from '../../components/map/MapPicker.js';
import { useT } from '../../i18n/i18n.js';

export interface LocationCardProps {
  value: LatLng | null;
  onChange: (location: LatLng) => void;
  /** why the place is missing, after a failed save */
  error: string | null;
}

/**
 * The case's place on the map. The map and its error form one focusable group (data-field="location"), where
 * the keyboard goes when the place is missing.
 */
export function LocationCard({ value, onChange, error }: LocationCardProps) {
  const t = useT();
  const errorId = useId();
  return (
    <Card title={t('caseFile.location.title')}>
      <div
        data-field="location"
        className="case-file__location"
        role="group"
        aria-label={t('caseFile.location.title')}
        aria-describedby={error ? errorId : undefined}
        tabIndex={-1}
      >
        <MapPicker
          label={t('caseFile.location.map')}
          value={value}
          onChange={onChange}
          center={CASE_MAP_CENTER}
          zoom={value ? undefined : CASE_MAP_ZOOM}
        />
        {error && (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
