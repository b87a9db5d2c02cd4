import { useId } from 'react';
import { useT } from '../../i18n/i18n.js';
import { CHART_RANGES, type ChartRange } from './chart-series.js';

/**
 * The chart's range as a segmented control: native radio buttons under a legend, so the arrow keys move the choice
 * and a screen reader hears "Zeitraum, 12 Monate, Optionsfeld 1 von 3".
 */
export function RangeChoice({ value, onChange }: { value: ChartRange; onChange: (range: ChartRange) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="range-choice">
      <legend className="range-choice__legend">{t('dashboard.chart.range')}</legend>
      <div className="range-choice__options">
        {CHART_RANGES.map((range) => (
          <label key={range} className="range-choice__option">
            <input type="radio" name={name} value={range} checked={range === value} onChange={() => onChange(range)} />
            <span>{t(`dashboard.chart.range.${range}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
