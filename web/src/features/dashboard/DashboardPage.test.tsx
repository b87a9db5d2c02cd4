import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseListItem } from '@contracts/case.js';
import type { SimpleStatistics } from '@contracts/dashboard.js';
import type { User } from '@contracts/user.js';
import { CHART_DELAY_MS } from '../../components/charts/lazy-chart.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';
import type { ChartSeries } from './chart-series.js';
import { dailyDiagram } from './test-support.js';

const mocks = vi.hoisted(() => ({
  api: {
    dashboard: { simpleStatistics: vi.fn(), casesDiagram: vi.fn() },
    cases: { list: vi.fn(), deadlineCases: vi.fn() },
    surveys: { dashboard: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));
// Chart.js needs a real canvas; its props are what this screen decides.
vi.mock('./CasesChart.js', () => ({
  default: ({ series }: { series: ChartSeries }) => (
    <canvas role="img" aria-label={`chart of ${series.points.length} points per ${series.interval}`} />
  ),
}));
vi.mock('../../components/charts/BarChart.js', () => ({
  default: ({ label }: { label: string }) => <canvas role="img" aria-label={label} />,
}));

const { currentUser } = await import('../../session/session.js');
const { DashboardPage } = await import('./DashboardPage.js');
const { dashboard, cases, surveys } = mocks.api;

const STATS: SimpleStatistics = {
  newCasesThisWeek: 4,
  newCasesLastWeek: 2,
  finishedCasesThisWeek: 1,
  finishedCasesLastWeek: 0,
  newCasesLast24Hours: 3,
  newCasesThisYear: 77,
  newCasesLastYear: 23,
  deltaNewCasesThisWeek: 100,
  deltaFinishedCasesThisWeek: null,
  deltaNewCasesThisYear: 235,
  deltaTextNewCasesThisYear: '+235 % gegenüber dem Vorjahr',
  counted: 'VISIBLE_CASES',
};

const item = (id: number, description: string): CaseListItem =>
  ({ id, description, createdAt: '2026-11-20T08:00:00Z', createdAtFormatted: '2026.11.20 09:00', rating: 1 }) as CaseListItem;
const page = <T,>(content: T[]) => pageOf(content, { size: 5 });

function login(rights: string[], modules = ['MAENGELMELDER']) {
  currentUser.value = {
    id: 3,
    firstname: 'Anna',
    superAdmin: false,
    tenant: { id: 2, name: 'Musterstadt', image: null, modules, mainAccount: 3, commune: true },
    allRights: rights,
  } as unknown as User;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
  dashboard.simpleStatistics.mockResolvedValue(STATS);
  dashboard.casesDiagram.mockResolvedValue(dailyDiagram('2022-10-01', '2026-11-21', (day) => day % 3));
  cases.list.mockImplementation(async (query: { state?: string }) =>
    page(query.state === 'negative' ? [item(7, 'Schaukel kaputt')] : [item(9, 'Schlagloch Hauptstraße')]),
  );
  cases.deadlineCases.mockResolvedValue(page([]));
});

describe('DashboardPage', () => {
  it('greets by the time of day with the first name', () => {
    login([]);
    render(<DashboardPage />);
    expect(screen.getByText('Guten Morgen, Anna')).toBeTruthy();
  });

  it('shows no tiles and loads nothing without VIEW_DASHBOARD', () => {
    login(['VIEW_CASES']);
    render(<DashboardPage />);
    expect(screen.getByText('Für Ihre Rolle sind keine Auswertungen freigeschaltet.')).toBeTruthy();
    expect(dashboard.simpleStatistics).not.toHaveBeenCalled();
    expect(cases.list).not.toHaveBeenCalled();
  });

  it('shows the statistics but no case lists with VIEW_DASHBOARD alone', async () => {
    const { pass } = fakeClock();
    login(['VIEW_DASHBOARD']);
    render(<DashboardPage />);
    const tile = await screen.findByRole('region', { name: 'Neue Fälle diese Woche' });
    await waitFor(() => expect(tile.textContent).toContain('4'));
    expect(tile.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain('+100 % gegenüber der Vorwoche');
    expect(screen.getByRole('region', { name: 'Abgeschlossene Fälle diese Woche' }).textContent).toContain(
      'Kein Vergleich möglich: in der Vorwoche 0',
    );
    expect(screen.getByRole('region', { name: 'Neue Fälle im Zeitverlauf' }).textContent).toContain('+235 % gegenüber dem Vorjahr');
    expect(
      screen.getByText('Die Zahlen zählen nur die Fälle, die Sie sehen dürfen: Ihnen zugewiesene oder aus Ihren Kategorien.'),
    ).toBeTruthy();
    await pass(CHART_DELAY_MS);
    expect(await screen.findByRole('img', { name: 'chart of 53 points per week' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Neueste Fälle' })).toBeNull();
    expect(cases.list).not.toHaveBeenCalled();
    expect(cases.deadlineCases).not.toHaveBeenCalled();
  });

  it('lists the newest, negatively rated and deadline cases with VIEW_CASES, linked to the case', async () => {
    login(['VIEW_DASHBOARD', 'VIEW_CASES']);
    render(<DashboardPage />);
    const newest = await screen.findByRole('link', { name: 'Schlagloch Hauptstraße' });
    expect(newest.getAttribute('href')).toBe('/edit-case?caseId=9');
    expect((await screen.findByRole('link', { name: 'Schaukel kaputt' })).getAttribute('href')).toBe('/edit-case?caseId=7');
    expect(await screen.findByText('Es liegen keine Fälle mit kurz bevorstehender oder abgelaufener Bearbeitungsfrist vor.')).toBeTruthy();
    expect(cases.list).toHaveBeenCalledWith({ page: 0, size: 5, sort: 'createdAt', order: 'DESC' });
    expect(cases.list).toHaveBeenCalledWith({ page: 0, size: 5, sort: 'createdAt', order: 'DESC', state: 'negative' });
    // each tile opens the list of its own cases, whatever list was used last
    const toList = (tile: string) => screen.getByRole('link', { name: `Zur Fallverwaltung (${tile})` }).getAttribute('href');
    expect(toList('Neueste Fälle')).toBe('/cases?filter=all&sort=createdAt&order=DESC');
    expect(toList('Negativ bewertete Fälle')).toBe('/cases?filter=negative&sort=createdAt&order=DESC');
    expect(toList('Fälle mit Bearbeitungsfrist')).toBe('/cases?filter=open&sort=stateChangedDeadline&order=ASC');
  });

  it('opens the chart on the last 12 months per week (Mondays, dates as yyyy.MM.dd) and offers its figures as a table', async () => {
    login(['VIEW_DASHBOARD']);
    render(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'Neue Fälle pro Woche seit dem 22. November 2025' });
    expect(dashboard.casesDiagram).toHaveBeenCalledWith({ interval: 'day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Woche ab', 'Neue Fälle']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(53);
    // Saturday 22 November 2025 counts in the week of Monday 17 November
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('2025.11.17');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '12 Monate' }).checked).toBe(true);
  });

  it('switches to 24 months and to everything since 1 October 2022 by keyboard, and keeps the choice for the next visit', async () => {
    const { pass, user } = fakeClock();
    login(['VIEW_DASHBOARD']);
    render(<DashboardPage />);
    const tile = await screen.findByRole('region', { name: 'Neue Fälle im Zeitverlauf' });
    const ranges = await within(tile).findByRole('group', { name: 'Zeitraum' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['12', '24', 'all']);
    await pass(CHART_DELAY_MS);
    await within(tile).findByRole('img', { name: 'chart of 53 points per week' });

    // the first stop of the tab order: nothing before the chart can take the focus on this screen
    await user.tab();
    expect(document.activeElement).toBe(within(ranges).getByRole('radio', { name: '12 Monate' }));
    await user.keyboard('{ArrowRight}');
    expect(within(ranges).getByRole<HTMLInputElement>('radio', { name: '24 Monate' }).checked).toBe(true);
    within(tile).getByRole('table', { name: 'Neue Fälle pro Woche seit dem 22. November 2024' });
    within(tile).getByRole('img', { name: 'chart of 105 points per week' });

    await user.keyboard('{ArrowRight}');
    expect(within(ranges).getByRole<HTMLInputElement>('radio', { name: 'Alle' }).checked).toBe(true);
    const table = within(tile).getByRole('table', { name: 'Neue Fälle pro Woche seit dem 1. Oktober 2022' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Woche ab', 'Neue Fälle']);
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('2022.09.26');
    expect(within(table).getAllByRole('rowheader')[1]?.textContent).toBe('2022.10.03');

    cleanup();
    render(<DashboardPage />);
    expect(await screen.findByRole<HTMLInputElement>('radio', { name: 'Alle' })).toHaveProperty('checked', true);
  });

  it('shows the survey results with BIS_EVALUATE_SURVEYS and the module BUERGERINFO: a chart and a table per question', async () => {
    const { pass } = fakeClock();
    login(['VIEW_DASHBOARD', 'BIS_EVALUATE_SURVEYS', 'BIS_CREATE_SURVEYS'], ['MAENGELMELDER', 'BUERGERINFO']);
    surveys.dashboard.mockResolvedValue([
      {
        id: 7,
        name: 'Marktplatz',
        tenant: { id: 2, name: 'Musterstadt' },
        startDate: '2026-11-01T07:00:00.000Z',
        endDate: '2026-12-31T22:00:00.000Z',
        running: true,
        participantCount: 320,
        questions: [{ id: 11, name: 'Wie oft?', votes: { Oft: 200, Selten: 120 } }],
      },
    ]);
    render(<DashboardPage />);
    const tile = await screen.findByRole('region', { name: 'Umfrageergebnisse' });
    const survey = await within(tile).findByRole('article', { name: 'Marktplatz' });
    expect(survey.textContent).toContain('2026.11.01 08:00 – 2026.12.31 23:00 · Teilnehmende: 320');
    await pass(CHART_DELAY_MS);
    expect(
      await within(survey).findByRole('img', {
        name: /^Balkendiagramm der Stimmen je Antwort zur Frage „Wie oft\?“ der Umfrage „Marktplatz“/,
      }),
    ).toBeTruthy();
    const table = within(survey).getByRole('table', { name: 'Stimmen je Antwort zur Frage „Wie oft?“' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Oft200', 'Selten120']);
    expect(within(survey).getByRole('link', { name: 'Umfrage öffnen (Marktplatz)' }).getAttribute('href')).toBe('/edit-survey?surveyId=7');
  });

  it('loads no survey results without BIS_EVALUATE_SURVEYS or without the module', () => {
    login(['VIEW_DASHBOARD', 'BIS_EVALUATE_SURVEYS']);
    render(<DashboardPage />);
    cleanup();
    login(['VIEW_DASHBOARD'], ['MAENGELMELDER', 'BUERGERINFO']);
    render(<DashboardPage />);
    expect(screen.queryByRole('region', { name: 'Umfrageergebnisse' })).toBeNull();
    expect(surveys.dashboard).not.toHaveBeenCalled();
  });
});
