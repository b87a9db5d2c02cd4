import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button.js';
import { TextField } from '../forms/TextField.js';
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

type Axis = 'latitude' | 'longitude';

// German notation in the examples; a decimal point is accepted as well.
const EXAMPLES: Record<Axis, string> = { latitude: '52,2201', longitude: '13,4402' };

/**
 * Typed coordinates, for advanced use and for anyone who cannot click the map. Not a <form>: the widget sits
 * inside the screens' forms, so Enter is handled here instead of submitting the outer form.
 */
export function CoordinateInput({ submitLabel, onSubmit, disabled }: CoordinateInputProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const [typed, setTyped] = useState<Record<Axis, string>>({ latitude: '', longitude: '' });
  const [errors, setErrors] = useState<Partial<Record<Axis, string>>>({});

  function submit() {
    const lat = parseCoordinate(typed.latitude, 90);
    const lng = parseCoordinate(typed.longitude, 180);
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

  const coordinateField = (axis: Axis) => (
    <TextField
      label={texts[axis]}
      error={errors[axis]}
      inputMode="decimal"
      autoComplete="off"
      placeholder={EXAMPLES[axis]}
      value={typed[axis]}
      disabled={disabled}
      onChange={(text) => setTyped((current) => ({ ...current, [axis]: text }))}
      onKeyDown={submitOnEnter}
    />
  );

  return (
    <details className="coordinate-input">
      <summary className="coordinate-input__summary">{texts.coordinates}</summary>
      <div className="coordinate-input__fields">
        {coordinateField('latitude')}
        {coordinateField('longitude')}
        <div className="coordinate-input__submit">
          <Button variant="secondary" disabled={disabled} onClick={submit}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </details>
  );
}
