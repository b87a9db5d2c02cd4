import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Icon } from 'lucide-react';
import { useT } from '../../../i18n/i18n.js';
import { findIcon, iconLabel, searchIcons } from './icon-search.js';
import { ICONS } from './icon-set.js';
import '../../../components/Field.css';

/** How many icons the grid shows at once: enough to browse, few enough to tab through and render quickly. */
export const ICONS_SHOWN = 120;

export interface IconPickerProps {
  /** the chosen kebab-case icon name, '' for none */
  value: string;
  onChange: (name: string) => void;
  /** id of the form's message explaining why the icon is missing */
  invalidBy?: string | null;
}

/**
 * "Symbol": a search over the English icon names ('Symbol suchen (englisch)') and a grid of the matching
 * icons as a radio group (arrow keys move the choice, each radio is named by the icon's English name). The
 * chosen icon stays in the grid, highlighted, whatever the search.
 */
export function IconPicker({ value, onChange, invalidBy }: IconPickerProps) {
  const t = useT();
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText);
  const chosen = value ? findIcon(ICONS, value) : undefined;
  const { matches, total } = useMemo(() => searchIcons(ICONS, search, ICONS_SHOWN), [search]);
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  const status =
    total === 0
      ? t('citizenInfo.icon.noneFound')
      : total > matches.length
        ? t('citizenInfo.icon.foundSome', { total, shown: matches.length })
        : t('citizenInfo.icon.found', { total });

  return (
    <fieldset className="icon-picker">
      <legend className="field__label">
        {t('citizenInfo.icon.legend')}
        <span className="visually-hidden"> ({t('common.required')})</span>
      </legend>
      <p className="icon-picker__chosen" id={`${id}-chosen`}>
        {chosen && <Icon icon={chosen.node} size={24} aria-hidden="true" focusable="false" />}
        <span>{chosen ? t('citizenInfo.icon.chosen', { name: iconLabel(chosen.name) }) : t('citizenInfo.icon.noneChosen')}</span>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('citizenInfo.icon.search')}
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {t('citizenInfo.icon.searchHint')}
        </p>
        <input
          id={`${id}-search`}
          className="input icon-picker__search"
          type="search"
          autoComplete="off"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          aria-describedby={[`${id}-hint`, `${id}-status`, invalidBy].filter(Boolean).join(' ')}
          aria-invalid={invalidBy ? true : undefined}
        />
      </div>
      <p className="field__hint" id={`${id}-status`} role="status">
        {status}
      </p>
      <RadioGroup
        className="icon-picker__grid"
        aria-label={t('citizenInfo.icon.choices')}
        aria-describedby={`${id}-chosen`}
        value={chosen?.name ?? null}
        onChange={onChange}
        isInvalid={Boolean(invalidBy)}
      >
        {shown.map((icon) => (
          <Radio key={icon.name} value={icon.name} className="icon-picker__option">
            <Icon icon={icon.node} size={24} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">{iconLabel(icon.name)}</span>
          </Radio>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
