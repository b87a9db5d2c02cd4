import { Suspense } from 'react';
import type { SimpleStatistics } from '@contracts/dashboard.js';
import { Card } from '../../components/Card.js';
import { lazyChart } from '../../components/charts/lazy-chart.js';
import { Loading } from '../../components/Loading.js';
import type { Loaded } from '../../components/useLoaded.js';
import { language, useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { dayLabel, localeOf, yearDeltaText } from './dashboard-rules.js';
import { TileBody } from './TileBody.js';
import { useTileData } from './useTileData.js';

const CasesChart = lazyChart(() => import('./CasesChart.js'));

const loadDiagram = () => api.dashboard.casesDiagram({ interval: 'week' });

/** New cases over time: this year's total with its comparison, the chart and the same figures as a table. */
export function ChartTile({ stats }: { stats: Loaded<SimpleStatistics> }) {
  const t = useT();
  const code = language.value;
  const diagram = useTileData(loadDiagram);
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
        {(points) => (
          <>
            <Suspense fallback={<Loading />}>
              <CasesChart points={points} language={code} />
            </Suspense>
            <details className="dashboard__table">
              <summary>{t('dashboard.chart.showTable')}</summary>
              <div className="dashboard__table-scroll" role="region" aria-label={t('dashboard.chart.tableCaption')} tabIndex={0}>
                <table>
                  <caption className="visually-hidden">{t('dashboard.chart.tableCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.chart.week')}</th>
                      <th scope="col">{t('dashboard.chart.count')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map(([week, count]) => (
                      <tr key={week}>
                        <th scope="row">{dayLabel(week, code)}</th>
                        <td>{number.format(count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </TileBody>
    </Card>
  );
}
