import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { GeocodeResult } from '@contracts/geocode.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import { useGeocoder, type Geocoder } from './geocoder.js';
import { MAP_TEXTS } from './texts.js';
import '../ComboBoxList.css';
import '../Field.css';

/** Searching starts this long after the last keystroke, so typing an address asks the server once. */
export const SEARCH_DEBOUNCE_MS = 300;
const MIN_QUERY = 3;

type Status = 'idle' | 'searching' | 'done' | 'failed' | 'picked';

export interface AddressSearchProps {
  /** called with the chosen address and its coordinates */
  onPick: (result: GeocodeResult) => void;
  /** visible label; defaults to "Adresse suchen" */
  label?: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** the address lookup; defaults to the nearest GeocoderContext */
  search?: Geocoder;
  /** what was typed before the search came (LazyAddressSearch), searched at once */
  initialText?: string;
  /** takes the focus, with the caret after the text */
  autoFocus?: boolean;
}

interface Option extends GeocodeResult {
  id: string;
}

/** An accessible combobox over the address search: type at least 3 characters, choose a suggestion. */
export function AddressSearch({
  onPick,
  label,
  placeholder,
  isDisabled,
  search: searchProp,
  initialText = '',
  autoFocus,
}: AddressSearchProps) {
  const texts = useWidgetTexts(MAP_TEXTS);
  const search = useGeocoder(searchProp);
  if (!search) throw new Error('AddressSearch needs a geocoder: pass the search prop or wrap it in <GeocoderContext>.');
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  const [options, setOptions] = useState<Option[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  /** the server's message when a search failed */
  const [failure, setFailure] = useState<string | null>(null);
  /** the chosen suggestion; controlled so that the combobox closes on a choice instead of searching again */
  const [chosen, setChosen] = useState<string | null>(null);
  const requestNumber = useRef(0);
  // the label of a chosen address is put into the field; that text is not searched again
  const pickedLabel = useRef<string | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  // Not useLoaded: the last search's suggestions stay listed while the next one runs, a text too short clears them
  // at once (without waiting for the debounce), and a picked address is not searched again.
  useEffect(() => {
    const request = ++requestNumber.current;
    const query = text.trim();
    if (pickedLabel.current === text) return;
    pickedLabel.current = null;
    if (query.length < MIN_QUERY) {
      setOptions([]);
      setStatus('idle');
      return;
    }
    const timer = setTimeout(async () => {
      setStatus('searching');
      try {
        const results = await searchRef.current(query);
        if (request !== requestNumber.current) return;
        setOptions(results.map((result, index) => ({ ...result, id: `${request}-${index}` })));
        setStatus('done');
      } catch (error) {
        if (request !== requestNumber.current) return;
        setOptions([]);
        setFailure(error instanceof Error && error.message ? error.message : null);
        setStatus('failed');
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // before the browser handles the next key: typing goes on in this field without a keystroke lost
  useLayoutEffect(() => {
    const field = input.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  const statusText = {
    idle: text.trim().length > 0 ? texts.searchTooShort : '',
    picked: '',
    searching: texts.searching,
    done: options.length > 0 ? texts.resultsFound(options.length) : texts.noResults,
    failed: failure ?? texts.searchFailed,
  }[status];

  function pick(key: string | number | null) {
    const option = options.find((candidate) => candidate.id === key);
    setChosen(option?.id ?? null);
    if (!option) return;
    pickedLabel.current = option.label;
    setText(option.label);
    setStatus('picked');
    const { id: _id, ...result } = option;
    onPick(result);
  }

  return (
    <ComboBox
      className="field address-search"
      items={options}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setChosen(null);
      }}
      value={chosen}
      onChange={pick}
      allowsCustomValue
      allowsEmptyCollection
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label ?? texts.searchLabel}</Label>
      <Input ref={input} className="input" placeholder={placeholder ?? texts.searchPlaceholder} />
      <Text slot="description" className={status === 'failed' ? 'field__error' : 'field__hint'} aria-live="polite">
        {statusText}
      </Text>
      <Popover className="combobox-list__popover">
        <ListBox<Option>
          className="combobox-list__list"
          renderEmptyState={() => <p className="combobox-list__empty">{statusText || texts.searchTooShort}</p>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="combobox-list__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
