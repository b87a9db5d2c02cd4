import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Survey } from '@contracts/survey.js';
import type { User } from '@contracts/user.js';
import { CHART_DELAY_MS } from '../../components/charts/lazy-chart.js';
import { fakeClock } from '../../test-support/fake-clock.js';

const mocks = vi.hoisted(() => ({
  api: { surveys: { votes: vi.fn(), crossVotes: vi.fn(), notes: vi.fn() } },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));
// Chart.js needs a real canvas; what this screen decides is the chart's name and figures.
vi.mock('../../components/charts/BarChart.js', () => ({
  default: ({ label, data }: { label: string; data: { categories: string[]; series: unknown[] } }) => (
    <canvas role="img" aria-label={label} data-bars={`${data.categories.length}x${data.series.length}`} />
  ),
}));

const { currentUser } = await import('../../session/session.js');
const { SurveyResults } = await import('./SurveyResults.js');
const { surveys } = mocks.api;

const SURVEY = {
  id: 7,
  name: 'Marktplatz',
  participantCount: 320,
  questions: [
    { id: 11, name: 'Wie oft?', orderNum: 0, multipleChoice: false, required: true, answers: ['Oft', 'Selten'] },
    { id: 12, name: 'Was fehlt?', orderNum: 1, multipleChoice: true, required: true, answers: ['Bänke', 'Bäume', 'Markt'] },
    { id: 13, name: 'Wie alt?', orderNum: 2, multipleChoice: false, required: false, answers: ['jung', 'alt'] },
  ],
} as unknown as Survey;

const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};

describe('SurveyResults', () => {
  it('shows only the participants without BIS_EVALUATE_SURVEYS and loads nothing', () => {
    login(['BIS_CREATE_SURVEYS']);
    render(<SurveyResults survey={SURVEY} />);
    const card = screen.getByRole('region', { name: 'Ergebnisse' });
    expect(card.textContent).toContain('Teilnehmende bisher: 320');
    expect(card.textContent).toContain('Für die Auswertung der Umfrage fehlt Ihnen die Berechtigung.');
    expect(surveys.votes).not.toHaveBeenCalled();
    expect(surveys.notes).not.toHaveBeenCalled();
  });

  it('charts every question with its figures as a table, crosses two chosen questions and lists the notes', async () => {
    const { user, pass } = fakeClock();
    login(['BIS_CREATE_SURVEYS', 'BIS_EVALUATE_SURVEYS']);
    surveys.votes.mockImplementation(async (_id: number, questionId: number) =>
      questionId === 11 ? { Oft: 200, Selten: 120 } : questionId === 12 ? { Bänke: 150, Bäume: 210, Markt: 90 } : { jung: 100, alt: 170 },
    );
    surveys.crossVotes.mockImplementation(async (_id: number, first: number) =>
      first === 11
        ? { Oft: { Bänke: 90, Bäume: 130, Markt: 60 }, Selten: { Bänke: 60, Bäume: 80, Markt: 30 } }
        : { jung: { Oft: 60, Selten: 40 } },
    );
    surveys.notes.mockResolvedValue([
      { id: 2, answer: 'Mehr Schatten, bitte.', createdAt: '2026-07-02T10:00:00.000Z' },
      { id: 1, answer: 'Ein Wasserspiel wäre toll.', createdAt: '2026-07-01T08:00:00.000Z' },
    ]);
    render(<SurveyResults survey={SURVEY} />);

    await pass(CHART_DELAY_MS);
    const chart = await screen.findByRole('img', { name: /^Balkendiagramm der Stimmen je Antwort zur Frage „Wie oft\?“/ });
    expect(chart.getAttribute('data-bars')).toBe('2x1');
    const table = screen.getByRole('table', { name: 'Stimmen je Antwort zur Frage „Was fehlt?“' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['Bänke150', 'Bäume210', 'Markt90']);
    expect(surveys.votes.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      [7, 11],
      [7, 12],
      [7, 13],
    ]);

    expect(surveys.crossVotes).toHaveBeenCalledWith(7, 11, 12);
    const cross = await screen.findByRole('table', { name: 'Antworten auf „Wie oft?“ (Zeilen) nach Antworten auf „Was fehlt?“ (Spalten)' });
    expect([...cross.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Antwort auf „Wie oft?“',
      'Bänke',
      'Bäume',
      'Markt',
    ]);
    expect(cross.querySelector('tbody tr')?.textContent).toBe('Oft9013060');
    expect((await screen.findByRole('img', { name: /^Gruppiertes Balkendiagramm/ })).getAttribute('data-bars')).toBe('2x3');

    // the second question never equals the first: choosing it as the first moves the second on
    const first = screen.getByRole('combobox', { name: 'Erste Frage' });
    const second = screen.getByRole('combobox', { name: 'Zweite Frage' });
    expect(within(second).queryByRole('option', { name: 'Wie oft?' })).toBeNull();
    await user.selectOptions(first, 'Wie alt?');
    await waitFor(() => expect(surveys.crossVotes).toHaveBeenLastCalledWith(7, 13, 12));
    await user.selectOptions(second, 'Wie oft?');
    await waitFor(() => expect(surveys.crossVotes).toHaveBeenLastCalledWith(7, 13, 11));
    await screen.findByRole('table', { name: 'Antworten auf „Wie alt?“ (Zeilen) nach Antworten auf „Wie oft?“ (Spalten)' });

    const notes = await screen.findByRole('region', { name: 'Anmerkungen der Teilnehmenden' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mehr Schatten, bitte.2026.07.02 12:00', 'Ein Wasserspiel wäre toll.2026.07.01 10:00']);
  });

  it('needs two questions to cross them and says when there are no notes', async () => {
    login(['BIS_EVALUATE_SURVEYS']);
    surveys.votes.mockResolvedValue({ Ja: 0, Nein: 0 });
    surveys.notes.mockResolvedValue([]);
    render(<SurveyResults survey={{ ...SURVEY, participantCount: 0, questions: SURVEY.questions.slice(0, 1) }} />);
    expect(screen.getByText('Für eine Gegenüberstellung braucht die Umfrage mindestens 2 Fragen.')).toBeTruthy();
    expect(await screen.findByText('Es liegen keine Anmerkungen vor.')).toBeTruthy();
    expect(surveys.crossVotes).not.toHaveBeenCalled();
  });
});
