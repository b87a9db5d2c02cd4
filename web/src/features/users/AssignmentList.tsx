import { useId, useState } from 'react';
import { Checkbox } from '../../components/Checkbox.js';
import { Loading } from '../../components/Loading.js';
import { useT } from '../../i18n/i18n.js';

export interface AssignmentOption {
  id: number;
  label: string;
}

export interface AssignmentListProps {
  legend: string;
  /** null while loading */
  options: AssignmentOption[] | null;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  hint?: string;
}

/**
 * A multiple choice as a group of checkboxes in a scrolling box, with a filter for long lists: every option
 * is a native checkbox, so keyboard and screen readers work as everywhere else.
 */
export function AssignmentList({ legend, options, selected, onChange, hint }: AssignmentListProps) {
  const t = useT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(selected);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = (options ?? []).filter((option) => option.label.toLocaleLowerCase().includes(needle));
  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...selected, optionId] : selected.filter((selectedId) => selectedId !== optionId));

  return (
    <fieldset className="assignment" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="field__label">
        {legend} <span className="assignment__count">({t('users.assign.selected', { count: selected.length })})</span>
      </legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {options === null && <Loading />}
      {options?.length === 0 && <p className="assignment__empty">{t('users.assign.noOptions')}</p>}
      {options !== null && options.length > 0 && (
        <>
          <div className="field">
            <label className="assignment__filter-label" htmlFor={`${id}-filter`}>
              {t('users.assign.filter', { list: legend })}
            </label>
            <input
              id={`${id}-filter`}
              className="input"
              type="search"
              autoComplete="off"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          <div className="assignment__list">
            {shown.map((option) => (
              <Checkbox
                key={option.id}
                label={option.label}
                checked={chosen.has(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
            ))}
            {shown.length === 0 && <p className="assignment__empty">{t('users.assign.noMatch')}</p>}
          </div>
        </>
      )}
    </fieldset>
  );
}
