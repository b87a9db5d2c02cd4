import { lazy, Suspense, startTransition, useId, useState } from 'react';
import type { GeocodeResult } from '@contracts/geocode.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import type { Geocoder } from './geocoder.js';
import { MAP_TEXTS } from './texts.js';
import '../Field.css';

const loadAddressSearch = () => import('./AddressSearch.js');
// rendered only once its code has come: the lazy component then resolves at once and cannot fail
const AddressSearch = lazy(() => loadAddressSearch().then((m) => ({ default: m.AddressSearch })));

export interface LazyAddressSearchProps {
  search: Geocoder;
  onPick: (result: GeocodeResult) => void;
}

/**
 * The address search, whose combobox (react-aria) loads when the field is first focused: most people set the
 * place on the map, and a phone need not fetch and run that code for them. Until it has come, the field is a
 * plain text field at the combobox's size; what is typed there moves into the combobox, and so does the focus if
 * the field still has it. Code that did not come is asked for again at the next focus.
 */
export function LazyAddressSearch({ search, onPick }: LazyAddressSearchProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const id = useId();
  const [code, setCode] = useState<'none' | 'loading' | 'ready' | 'failed'>('none');
  const [typed, setTyped] = useState('');
  // the combobox takes the focus only from this field, not from wherever Tab went meanwhile
  const [focused, setFocused] = useState(false);

  function load() {
    if (code === 'loading' || code === 'ready') return;
    setCode('loading');
    loadAddressSearch().then(
      // a transition keeps this field (and its focus) on screen until the combobox is ready to take over
      () => startTransition(() => setCode('ready')),
      () => setCode('failed'),
    );
  }

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
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
      />
      <span className={code === 'failed' ? 'field__error' : 'field__hint'} aria-live="polite">
        {code === 'failed' ? texts.searchFailed : ''}
      </span>
    </div>
  );

  // one boundary throughout: in a transition React keeps the field it shows until the combobox can replace it
  return (
    <Suspense fallback={field}>
      {code === 'ready' ? <AddressSearch search={search} onPick={onPick} initialText={typed} autoFocus={focused} /> : field}
    </Suspense>
  );
}
