import { useState } from 'react';
import { Field } from '../Field.js';
import { useDebouncedValue } from '../useDebouncedValue.js';
import './ListSearch.css';

const SEARCH_DELAY_MS = 300;

export interface ListSearchState {
  /** what is typed into the field */
  text: string;
  setText: (text: string) => void;
  /** the trimmed text once typing has paused, so the list does not ask the server per keystroke */
  term: string;
}

export function useListSearch(): ListSearchState {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return { text, setText, term };
}

export interface ListSearchProps {
  label: string;
  hint: string;
  /** the page's own class for the field's width and spacing, instead of the usual one */
  className?: string;
  search: ListSearchState;
  /** makes the field's box a search landmark, for a page whose search is one of its main regions */
  landmark?: boolean;
}

/** The search field above a list, its hint read with it. */
export function ListSearch({ label, hint, className = 'list-search', search, landmark = false }: ListSearchProps) {
  return (
    <div className={className} role={landmark ? 'search' : undefined}>
      <Field label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
    </div>
  );
}
