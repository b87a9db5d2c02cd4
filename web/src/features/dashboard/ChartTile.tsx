import { Suspense, useState } from 'react';
import type { SimpleStatistics } from '@contracts/dashboard.js';
import { Card } from '../../components/Card.js';
import { lazyChart } from '../../components/charts/lazy-chart.js';
import { Loading } from '../../components/Loading.js';
import type { Loaded } from '../../components/useLoaded.js';
import { language, useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { chartSeries, DEFAULT_CHART_RANGE, isChartRange, type ChartRange } from './chart-series.js';
import { dayLabel, localeOf, longDayLabel, yearDeltaText } from './dashboard-rules.js';
import { RangeChoice } from './RangeChoice.js';
import { TileBody } from './TileBody.js';
import { useTileData } from './useTileData.js';

const CasesChart = lazyChart(() => import('./CasesChart.js'));

/** The chosen range survives a reload: a person who reads the chart per 24 months keeps it. */
const RANGE_STORAGE_KEY = 'bp.dashboard.chartRange';

function storedChartRange(): ChartRange {
  try {
    const stored = window.localStorage.getItem(RANGE_STORAGE_KEY);
    return isChartRange(stored) ? stored : DEFAULT_CHART_RANGE;
  } catch {
    return DEFAULT_CHART_RANGE;
  }
}

function storeChartRange(range: ChartRange): void {
  try {
    window.localStorage.setItem(RANGE_STORAGE_KEY, range);
  } catch {
    // storage may be off (private mode): the range then lasts as long as the page
  }
}

/** The figures per day: each range picks its days and sums them per week where it is long (chart-series.ts). */
const loadDiagram = () => api.dashboard.casesDiagram({ interval: 'day' });

/** New cases over time: this year's total with its comparison, the chart of a chosen range and the same figures as a table. */
export function ChartTile({ stats }: { stats: Loaded<SimpleStatistics> }) {
  const t = useT();
  const code = language.value;
  const diagram = useTileData(loadDiagram);
  const [range, setRange] = useState<ChartRange>(storedChartRange);
  const number = new Intl.NumberFormat(localeOf(code));
  return (
    <Card title={t('dashboard.chart.title')}>
      <TileBody data={stats}>
        {(s) => (
          <p className="dashboard__year">
            <span className="dashboard__year-figure">{number.format(s.newCasesThisYear)}</span>{' '}
            <span>{t('dashboard.chart.yearTotal')}</span>
            <span className="dashboard__delta">{yearDeltaText(s, code, t)}</span>
          </p>
        )}
      </TileBody>
      <TileBody data={diagram}>
        {(daily) => {
          const series = chartSeries(daily, range);
          const caption = t(`dashboard.chart.tableCaption.${series.interval}`, { date: longDayLabel(series.from, code) });
          return (
            <>
              <RangeChoice
                value={range}
                onChange={(next) => {
                  setRange(next);
                  storeChartRange(next);
                }}
              />
              <Suspense fallback={<Loading />}>
                <CasesChart series={series} language={code} />
              </Suspense>
              <details className="dashboard__table">
                <summary>{t('dashboard.chart.showTable')}</summary>
                <div className="dashboard__table-scroll" role="region" aria-label={caption} tabIndex={0}>
                  <table>
                    <caption className="visually-hidden">{caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t(series.interval === 'week' ? 'dashboard.chart.week' : 'dashboard.chart.day')}</th>
                        <th scope="col">{t('dashboard.chart.count')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {series.points.map(([day, count]) => (
                        <tr key={day}>
                          <th scope="row">{dayLabel(day)}</th>
                          <td>{number.format(count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </>
          );
        }}
      </TileBody>
    </Card>
  );
}
