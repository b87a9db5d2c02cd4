import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { loadedValue } from '../../components/useLoaded.js';
import { language, useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { CasesTile } from './CasesTile.js';
import { ChartTile } from './ChartTile.js';
import { dashboardTiles, greetingKey, localeOf, surveyTileVisible, weekDeltaText } from './dashboard-rules.js';
import { StatTile } from './StatTile.js';
import { SurveysTile } from './SurveysTile.js';
import { useTileData } from './useTileData.js';
import './dashboard.css';

/** The dashboard lists show 5 cases, newest first (docs/product/dashboard.md#case-lists). */
const LIST = { page: 0, size: 5 } as const;
const loadStatistics = () => api.dashboard.simpleStatistics();
const loadNewest = () => api.cases.list({ ...LIST, sort: 'createdAt', order: 'DESC' });
const loadNegative = () => api.cases.list({ ...LIST, sort: 'createdAt', order: 'DESC', state: 'negative' });
const loadDeadlines = () => api.cases.deadlineCases(LIST);
/** The case lists the tiles show the start of; the deadline tile's cases are the open ones due first. */
const LIST_HREFS = {
  newest: '/cases?filter=all&sort=createdAt&order=DESC',
  negative: '/cases?filter=negative&sort=createdAt&order=DESC',
  deadlines: '/cases?filter=open&sort=stateChangedDeadline&order=ASC',
};

/**
 * /dashboard: a greeting by time of day, the statistics tiles and chart (VIEW_DASHBOARD), and the case
 * lists (also VIEW_CASES), and the survey results (also BIS_EVALUATE_SURVEYS and the module BUERGERINFO).
 */
export function DashboardPage() {
  useSignals();
  const t = useT();
  const me = currentUser.value;
  const code = language.value;
  const tiles = dashboardTiles(me);
  const stats = useTileData(loadStatistics, tiles.statistics);
  const number = new Intl.NumberFormat(localeOf(code));
  const counted = loadedValue(stats)?.counted;

  return (
    <>
      <PageHeader title={t('page.dashboard')} />
      <p className="dashboard__greeting">{t(greetingKey(new Date().getHours()), { name: me?.firstname ?? '' })}</p>
      {counted && (
        <p className="dashboard__counted">{t(counted === 'ALL_CASES' ? 'dashboard.counted.all' : 'dashboard.counted.visible')}</p>
      )}
      {!tiles.statistics ? (
        <Card>
          <p>{t('dashboard.noTiles')}</p>
        </Card>
      ) : (
        <div className="dashboard__grid">
          <StatTile title={t('dashboard.last24h.title')} data={stats} value={(s) => number.format(s.newCasesLast24Hours)} />
          <StatTile
            title={t('dashboard.weekNew.title')}
            data={stats}
            value={(s) => number.format(s.newCasesThisWeek)}
            details={(s) => (
              <>
                <p className="dashboard__delta">{weekDeltaText(s.deltaNewCasesThisWeek, code, t)}</p>
                <p>{t('dashboard.week.lastWeek', { count: number.format(s.newCasesLastWeek) })}</p>
              </>
            )}
          />
          <StatTile
            title={t('dashboard.weekFinished.title')}
            data={stats}
            value={(s) => number.format(s.finishedCasesThisWeek)}
            details={(s) => (
              <>
                <p className="dashboard__delta">{weekDeltaText(s.deltaFinishedCasesThisWeek, code, t)}</p>
                <p>{t('dashboard.week.lastWeek', { count: number.format(s.finishedCasesLastWeek) })}</p>
              </>
            )}
          />
          <div className="dashboard__wide">
            <ChartTile stats={stats} />
          </div>
          {tiles.cases && (
            <>
              <CasesTile
                title={t('dashboard.news.title')}
                emptyText={t('dashboard.news.empty')}
                load={loadNewest}
                listHref={LIST_HREFS.newest}
                meta={(item) => <time dateTime={item.createdAt}>{item.createdAtFormatted}</time>}
              />
              <CasesTile
                title={t('dashboard.negative.title')}
                emptyText={t('dashboard.negative.empty')}
                load={loadNegative}
                listHref={LIST_HREFS.negative}
                meta={(item) => (
                  <>
                    <time dateTime={item.createdAt}>{item.createdAtFormatted}</time>
                    {item.rating !== null && ` · ${t('dashboard.negative.rating', { rating: item.rating })}`}
                  </>
                )}
              />
              <CasesTile
                title={t('dashboard.deadlines.title')}
                emptyText={t('dashboard.deadlines.empty')}
                load={loadDeadlines}
                listHref={LIST_HREFS.deadlines}
                meta={(item) => (
                  <time dateTime={item.stateChangedDeadline ?? undefined}>
                    {t('dashboard.deadlines.due', { date: item.stateChangedDeadlineFormatted ?? '' })}
                  </time>
                )}
              />
            </>
          )}
          {surveyTileVisible(me) && (
            <div className="dashboard__wide">
              <SurveysTile />
            </div>
          )}
        </div>
      )}
    </>
  );
}
