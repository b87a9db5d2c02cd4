import { lazy, Suspense, startTransition, useId, useState } from 'react';
import type { GeocodeResult } from '@contracts/geocode.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import type { Geocoder } from './geocoder.js';
import { MAP_TEXTS } from './texts.js';
import '../Field.css';

const AddressSearch = lazy(() => import('./AddressSearch.js').then((m) => ({ default: m.AddressSearch })));

export interface LazyAddressSearchProps {
  search: Geocoder;
  onPick: (result: GeocodeResult) => void;
}

/**
 * The address search, whose combobox (react-aria) loads when the field is first focused: most people set the
 * place on the map, and a phone need not fetch and run that code for them. Until it has come, the field is a
 * plain text field at the combobox's size; what is typed there moves into the combobox, and so does the focus if
 * the field still has it.
 */
export function LazyAddressSearch({ search, onPick }: LazyAddressSearchProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  // the combobox takes the focus only from this field, not from wherever Tab went meanwhile
  const [focused, setFocused] = useState(false);

  const field = (
    <div className="field address-search">
      <label className="field__label" htmlFor={id}>
        {texts.searchLabel}
      </label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        placeholder={texts.searchPlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        // a transition keeps this field (and its focus) on screen until the combobox is ready to take over
        onFocus={() => {
          setFocused(true);
          startTransition(() => setWanted(true));
        }}
        onBlur={() => setFocused(false)}
      />
      <span className="field__hint" />
    </div>
  );

  return (
    <Suspense fallback={field}>
      {wanted ? <AddressSearch search={search} onPick={onPick} initialText={typed} autoFocus={focused} /> : field}
    </Suspense>
  );
}
