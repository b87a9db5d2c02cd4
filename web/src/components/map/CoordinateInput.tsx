import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button.js';
import { Field } from '../Field.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { parseCoordinate, type LatLng } from './geo.js';
import { MAP_TEXTS } from './texts.js';
import './CoordinateInput.css';

export interface CoordinateInputProps {
  /** the button text, such as "Ort übernehmen" or "Punkt hinzufügen" */
  submitLabel: string;
  onSubmit: (point: LatLng) => void;
  disabled?: boolean;
}

/**
 * Typed coordinates, for advanced use and for anyone who cannot click the map. Not a <form>: the widget sits
 * inside the screens' forms, so Enter is handled here instead of submitting the outer form.
 */
export function CoordinateInput({ submitLabel, onSubmit, disabled }: CoordinateInputProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [errors, setErrors] = useState<{ latitude?: string; longitude?: string }>({});

  function submit() {
    const lat = parseCoordinate(latitude, 90);
    const lng = parseCoordinate(longitude, 180);
    setErrors({
      latitude: lat === null ? texts.latitudeInvalid : undefined,
      longitude: lng === null ? texts.longitudeInvalid : undefined,
    });
    if (lat !== null && lng !== null) onSubmit({ latitude: lat, longitude: lng });
  }

  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <details className="coordinate-input">
      <summary className="coordinate-input__summary">{texts.coordinates}</summary>
      <div className="coordinate-input__fields">
        <Field label={texts.latitude} error={errors.latitude}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="52,2201"
              value={latitude}
              disabled={disabled}
              onChange={(event) => setLatitude(event.target.value)}
              onKeyDown={submitOnEnter}
            />
          )}
        </Field>
        <Field label={texts.longitude} error={errors.longitude}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="13,4402"
              value={longitude}
              disabled={disabled}
              onChange={(event) => setLongitude(event.target.value)}
              onKeyDown={submitOnEnter}
            />
          )}
        </Field>
        <div className="coordinate-input__submit">
          <Button variant="secondary" disabled={disabled} onClick={submit}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </details>
  );
}
