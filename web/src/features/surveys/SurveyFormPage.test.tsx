import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Survey } from '@contracts/survey.js';
import type { User } from '@contracts/user.js';
import { renderAt } from '../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: { surveys: { get: vi.fn(), create: vi.fn(), update: vi.fn() }, tenants: { list: vi.fn() }, geocode: { search: vi.fn() } },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));
// Leaflet needs a real browser; what this page decides is where its sections are.
vi.mock('../../components/map/lazy.js', () => ({ LazyPolygonEditor: () => null }));

const { currentUser } = await import('../../session/session.js');
const { SurveyFormPage } = await import('./SurveyFormPage.js');

const SAVED = {
  id: 7,
  name: 'Marktplatz',
  startDate: '2026-07-01T06:00:00.000Z',
  endDate: '2026-12-31T19:00:00.000Z',
  showInDashboard: true,
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  boundaries: null,
  boundariesArray: [],
  participantCount: 12,
  questions: [{ id: 11, name: 'Wie oft?', orderNum: 0, multipleChoice: false, required: true, answers: ['Oft', 'Selten'] }],
} as unknown as Survey;

// without BIS_EVALUATE_SURVEYS the results load nothing more than the survey itself
const login = () => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: ['BIS_CREATE_SURVEYS'] } as unknown as User;
};

const sectionNav = () => within(screen.getByRole('navigation', { name: 'Auf dieser Seite' }));
const linkTexts = () =>
  sectionNav()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SurveyFormPage', () => {
  it('leads from "Auf dieser Seite" to the results of a saved survey: Enter puts the focus on their heading', async () => {
    login();
    mocks.api.surveys.get.mockResolvedValue(SAVED);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderAt('/edit-survey?surveyId=7', <SurveyFormPage />);
    const results = await screen.findByRole('region', { name: 'Ergebnisse' });
    expect(linkTexts()).toEqual(['Umfrage', 'Fragen', 'Ergebnisse']);
    const cardHeadings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => !heading.closest('nav'));
    expect(cardHeadings.map((heading) => heading.textContent)).toEqual(['Umfrage', 'Gebiet der Umfrage', 'Fragen', 'Ergebnisse']);

    sectionNav().getByRole('link', { name: 'Ergebnisse' }).focus();
    await user.keyboard('{Enter}');
    const heading = within(results).getByRole('heading', { name: 'Ergebnisse' });
    expect(document.activeElement).toBe(heading);
    expect(scroll.mock.contexts).toEqual([heading]);
    expect(sectionNav().getByRole('link', { name: 'Ergebnisse' }).getAttribute('aria-current')).toBe('location');

    await user.click(sectionNav().getByRole('link', { name: 'Fragen' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Fragen' }));
  });

  it('lists no results while a new survey is created', () => {
    login();
    renderAt('/create-survey', <SurveyFormPage />);
    expect(linkTexts()).toEqual(['Umfrage', 'Fragen']);
    expect(screen.queryByRole('region', { name: 'Ergebnisse' })).toBeNull();
  });
});
