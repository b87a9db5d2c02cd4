import { Suspense } from 'react';
import { Loading } from '../Loading.js';
import { useWidgetTexts } from '../useWidgetTexts.js';
import type { BarData } from './bars.js';
import { lazyChart } from './lazy-chart.js';
import { CHART_TEXTS } from './texts.js';
import './BarFigure.css';

const BarChart = lazyChart(() => import('./BarChart.js'));

export interface BarFigureProps {
  data: BarData;
  /** the chart's accessible name; say that the figures are in the table too */
  chartLabel: string;
  /** the table's name (caption) */
  tableCaption: string;
  /** the header of the first column, over the categories */
  categoryHeader: string;
  /** the table shows at first instead of behind "Zahlen als Tabelle anzeigen" */
  tableOpen?: boolean;
}

/**
 * A bar chart (Chart.js, loaded lazily after the chart delay) and the same figures as a table: categories
 * in rows, one column per series.
 */
export function BarFigure({ data, chartLabel, tableCaption, categoryHeader, tableOpen = false }: BarFigureProps) {
  const texts = useWidgetTexts(CHART_TEXTS);
  const number = new Intl.NumberFormat(texts.locale);
  return (
    <div className="bar-figure">
      <Suspense fallback={<Loading />}>
        <BarChart data={data} label={chartLabel} />
      </Suspense>
      <details className="bar-figure__table" open={tableOpen}>
        <summary>{texts.showTable}</summary>
        <div className="bar-figure__scroll" role="region" aria-label={tableCaption} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {data.series.map((series) => (
                  <th scope="col" key={series.label}>
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.categories.map((category, row) => (
                <tr key={category}>
                  <th scope="row">{category}</th>
                  {data.series.map((series) => (
                    <td key={series.label}>{number.format(series.values[row] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
