import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/Button.js';
import { useT } from '../../../i18n/i18n.js';
import { currentUser } from '../../../session/session.js';
import { INITIAL_NAVIGATION, navigate } from './navigation.js';
import { SearchHitView } from './SearchHitView.js';
import { flatHits, optionId, visibleSections, type SearchHit } from './sections.js';
import { useGlobalSearch } from './useGlobalSearch.js';
import './GlobalSearch.css';

/**
 * The header's search (docs/product/super-admin.md#global-search): a combobox whose list shows up to 5 cases, items of
 * citizen information and users for the typed text, in sections with headings. The arrow keys walk all
 * results across the sections (the focus stays in the input, aria-activedescendant names the active one),
 * Enter opens it, Escape closes the list (and a second Escape clears the text). The clear button in the input and
 * 'Abbrechen' at the foot of the list (always in reach, also for the keyboard when the list scrolls) empty it.
 */
export function GlobalSearch({ className }: { className?: string }) {
  useSignals();
  const t = useT();
  const [, setLocation] = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const sectionIds = visibleSections(currentUser.value);
  const search = useGlobalSearch(text, sectionIds);
  const [nav, dispatch] = useReducer(navigate, INITIAL_NAVIGATION);
  const hits = flatHits(search.sections);

  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const expanded = nav.open && search.searching;
  const active = expanded && nav.active >= 0 ? hits[nav.active] : undefined;
  const activeId = active ? optionId(listId, active) : undefined;

  // New results: the keyboard model learns how many options there are (and starts again with none active).
  useEffect(() => dispatch({ type: 'results', count: hits.length }), [search.resultKey, hits.length]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const open = (hit: SearchHit) => {
    dispatch({ type: 'close' });
    setText('');
    setLocation(hit.href);
  };

  const clear = () => {
    setText('');
    dispatch({ type: 'close' });
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!search.searching) return;
        event.preventDefault();
        dispatch({ type: event.key === 'ArrowDown' ? 'next' : 'previous' });
        return;
      case 'Enter':
        if (!active) return;
        event.preventDefault();
        open(active);
        return;
    }
  };

  // Escape anywhere in the search (the input, its clear button, 'Abbrechen' in the list) closes the list, and a
  // second one clears the text; the focus goes back to the input.
  const onEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || (!expanded && !text)) return;
    // handled here: the shell's own Escape (closing the narrow sidebar) must not fire as well
    event.preventDefault();
    event.stopPropagation();
    if (expanded) dispatch({ type: 'close' });
    else setText('');
    inputRef.current?.focus();
  };

  const total = hits.length;
  const announcement =
    !expanded || search.pending
      ? ''
      : total === 0
        ? t('search.empty')
        : total === 1
          ? t('search.foundOne')
          : t('search.foundMany', { count: total });
  let index = 0;

  return (
    <div
      className={['global-search', className].filter(Boolean).join(' ')}
      role="search"
      // named, so it stays apart from a screen's own search landmark (the case list's)
      aria-label={t('shell.searchLandmark')}
      onKeyDown={onEscape}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'close' });
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('shell.searchLabel')}
      </label>
      <div className="global-search__control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="global-search__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('shell.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            dispatch({ type: 'typed' });
          }}
          onKeyDown={onKeyDown}
          onClick={() => dispatch({ type: 'open' })}
        />
        {text && (
          <button type="button" className="global-search__clear" onClick={clear}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="visually-hidden">{t('search.clear')}</span>
          </button>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('search.hint')}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="global-search__popup" hidden={!expanded}>
        {search.pending && <p className="global-search__note">{t('search.searching')}</p>}
        {!search.pending && total === 0 && <p className="global-search__note">{t('search.empty')}</p>}
        <div id={listId} role="listbox" aria-label={t('search.results')} className="global-search__list" hidden={total === 0}>
          {search.sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${listId}-${section.id}`} className="global-search__section">
              <div role="presentation" id={`${listId}-${section.id}`} className="global-search__heading">
                {t('search.sectionHeading', { name: t(`search.section.${section.id}`), count: section.hits.length })}
              </div>
              {section.hits.map((hit) => {
                const position = index++;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input (aria-activedescendant)
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown moves through and opens the options
                  <div
                    key={hit.id}
                    id={optionId(listId, hit)}
                    role="option"
                    aria-selected={position === nav.active}
                    className="global-search__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => dispatch({ type: 'point', index: position })}
                    onClick={() => open(hit)}
                  >
                    <SearchHitView hit={hit} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div className="global-search__footer">
          <Button variant="secondary" className="global-search__cancel" onClick={clear}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
