import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Survey } from '@contracts/survey.js';
import type { User } from '@contracts/user.js';
import type { LatLng } from '../../components/map/geo.js';
import { toasts } from '../../components/toast.js';
import { renderAt } from '../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: {
    surveys: { create: vi.fn(), update: vi.fn() },
    tenants: { list: vi.fn() },
    geocode: { search: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

// Leaflet needs a real browser; the map is stood in for by a button that adds a point (a click on the map).
vi.mock('../../components/map/lazy.js', () => ({
  LazyPolygonEditor: ({ points, onChange }: { points: LatLng[]; onChange: (points: LatLng[]) => void }) => (
    <button type="button" onClick={() => onChange([...points, { latitude: 52.2 + points.length / 100, longitude: 13.4 }])}>
      Punkt setzen ({points.length})
    </button>
  ),
}));

const { currentUser } = await import('../../session/session.js');
const { SurveyForm } = await import('./SurveyForm.js');
const { surveys } = mocks.api;

function login(rights: string[] = ['BIS_CREATE_SURVEYS']) {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
}

function renderForm(saved: Survey | null = null) {
  return renderAt(saved ? `/edit-survey?surveyId=${saved.id}` : '/create-survey', <SurveyForm saved={saved} />);
}

const alertText = () => screen.getByRole('alert').textContent;
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const question = (number: number) => screen.getByRole('group', { name: `Frage ${number}` });
const questionText = (number: number) => within(question(number)).getByRole('textbox', { name: /^Fragetext/ }) as HTMLInputElement;
const answerField = (q: number, a: number) => within(question(q)).getByRole('textbox', { name: `Antwort ${a}` }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Speichern' });

beforeEach(() => login());

describe('SurveyForm', () => {
  it('starts with the defaults: now until 367 days later (seconds zeroed), shown in the dashboard, one required single-choice question', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T09:15:42.000Z'));
    renderForm();
    expect(textbox(/^Start/).value).toBe('2026.03.20 10:15');
    expect(textbox(/^Ende/).value).toBe('2027.03.22 10:15');
    expect((screen.getByRole('checkbox', { name: 'Ergebnis im Dashboard anzeigen' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('group', { name: /^Frage \d$/ })).toHaveLength(1);
    expect((within(question(1)).getByRole('checkbox', { name: 'Pflichtfrage' }) as HTMLInputElement).checked).toBe(true);
    expect((within(question(1)).getByRole('radio', { name: 'Einfachauswahl' }) as HTMLInputElement).checked).toBe(true);
    expect((within(question(1)).getByRole('radio', { name: 'Mehrfachauswahl' }) as HTMLInputElement).checked).toBe(false);
    // a user without TENANT_INDEPENDENCE saves in their own tenant: no picker
    expect(screen.queryByRole('combobox', { name: 'Mandant' })).toBeNull();
  });

  it('mirrors the survey name into the first question while that is empty or equal to it', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = textbox(/^Name/);
    await user.type(name, 'Spielplatz');
    expect(questionText(1).value).toBe('Spielplatz');

    await user.clear(questionText(1));
    await user.type(questionText(1), 'Welche Geräte?');
    await user.type(name, ' Nord');
    expect(questionText(1).value).toBe('Welche Geräte?');

    await user.clear(questionText(1));
    await user.type(name, 'X');
    expect(questionText(1).value).toBe('Spielplatz NordX');

    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await user.type(name, 'Y');
    expect(questionText(1).value).toBe('Spielplatz NordXY');
    expect(questionText(2).value).toBe('');
  });

  it('shows the first failing message on each save, in order, and saves once all pass', async () => {
    const user = userEvent.setup();
    surveys.create.mockResolvedValue({ id: 9 });
    const location = renderForm();

    await user.click(save());
    expect(alertText()).toBe('Der Name der Umfrage darf nicht leer sein.');
    expect(textbox(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox(/^Name/));

    // two answer fields, both empty: too few once the empty ones are dropped
    await user.type(textbox(/^Name/), 'Spielplatz');
    await user.click(save());
    expect(alertText()).toBe('Sie müssen mindestens 2 Antwortmöglichkeiten anbieten.');
    expect(answerField(1, 1).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(answerField(1, 1));

    // one answer field: too few before anything is dropped
    await user.click(within(question(1)).getByRole('button', { name: 'Entfernen Antwort 2 von Frage 1' }));
    await user.type(answerField(1, 1), 'Schaukel');
    await user.click(save());
    expect(alertText()).toBe('Sie müssen mindestens 2 Antwortmöglichkeiten anbieten.');
    expect(document.activeElement).toBe(answerField(1, 1));

    await user.click(within(question(1)).getByRole('button', { name: /^Antwort hinzufügen/ }));
    expect(document.activeElement).toBe(answerField(1, 2));
    await user.type(answerField(1, 2), 'Rutsche');
    await user.click(within(question(1)).getByRole('radio', { name: 'Mehrfachauswahl' }));

    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await waitFor(() => expect(document.activeElement).toBe(questionText(2)));
    await user.type(answerField(2, 1), 'ja');
    await user.type(answerField(2, 2), 'nein');
    await user.click(save());
    expect(alertText()).toBe('Bitte geben Sie für jede Frage einen Text ein.');
    expect(document.activeElement).toBe(questionText(2));
    await user.type(questionText(2), 'Kommen Sie oft?');
    await user.click(within(question(2)).getByRole('checkbox', { name: 'Pflichtfrage' }));

    const end = textbox(/^Ende/);
    await user.clear(end);
    await user.type(end, '2020.01.01 00:00');
    await user.click(save());
    expect(alertText()).toBe('Das Ende der Umfrage darf nicht vor dem Beginn liegen.');
    expect(document.activeElement).toBe(end);
    await user.clear(end);
    await user.type(end, '2099.12.31 20:00');
    await user.click(screen.getByRole('checkbox', { name: 'Ergebnis im Dashboard anzeigen' }));
    await user.click(screen.getByRole('button', { name: 'Punkt setzen (0)' }));
    expect(surveys.create).not.toHaveBeenCalled();

    await user.click(save());
    expect(surveys.create).toHaveBeenCalledWith({
      name: 'Spielplatz',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
      endDate: '2099-12-31T19:00:00.000Z',
      showInDashboard: false,
      boundaries: JSON.stringify([{ latitude: 52.2, longitude: 13.4 }]),
      questions: [
        { id: null, name: 'Spielplatz', orderNum: 0, multipleChoice: true, required: true, answers: ['Schaukel', 'Rutsche'] },
        { id: null, name: 'Kommen Sie oft?', orderNum: 1, multipleChoice: false, required: false, answers: ['ja', 'nein'] },
      ],
    });
    expect(location.history.at(-1)).toBe('/surveys');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Umfrage wurde gespeichert.']);
  });

  it('offers to remove a question only with more than one, after asking; an answer only with more than one', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('button', { name: /^Frage löschen/ })).toBeNull();
    expect(within(question(1)).getAllByRole('button', { name: /^Entfernen/ })).toHaveLength(2);
    await user.click(within(question(1)).getByRole('button', { name: 'Entfernen Antwort 1 von Frage 1' }));
    expect(within(question(1)).queryByRole('button', { name: /^Entfernen/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await user.type(questionText(2), 'Zweite Frage');
    expect(screen.getAllByRole('button', { name: /^Frage löschen/ })).toHaveLength(2);

    await user.click(within(question(1)).getByRole('button', { name: 'Frage löschen (Frage 1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Frage löschen' });
    expect(dialog.textContent).toContain('Wollen Sie die Frage wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByRole('group', { name: /^Frage \d$/ })).toHaveLength(2);

    await user.click(within(question(1)).getByRole('button', { name: 'Frage löschen (Frage 1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Frage löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByRole('group', { name: /^Frage \d$/ })).toHaveLength(1);
    expect(questionText(1).value).toBe('Zweite Frage');
    expect(screen.queryByRole('button', { name: /^Frage löschen/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(questionText(1)));
  });

  it('updates a saved survey keeping its question ids; the tenant is shown, not sent', async () => {
    const user = userEvent.setup();
    login(['BIS_CREATE_SURVEYS', 'TENANT_INDEPENDENCE']);
    const saved = {
      id: 7,
      name: 'Marktplatz',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-12-31T19:00:00.000Z',
      showInDashboard: true,
      tenantId: 2,
      tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
      boundaries: null,
      boundariesArray: [],
      questions: [{ id: 11, name: 'Wie oft?', orderNum: 0, multipleChoice: false, required: true, answers: ['Oft', 'Selten'] }],
    } as unknown as Survey;
    surveys.update.mockResolvedValue(saved);
    const location = renderForm(saved);
    expect(screen.queryByRole('combobox', { name: 'Mandant' })).toBeNull();
    expect(screen.getByText('Der Mandant einer gespeicherten Umfrage kann nicht geändert werden.')).toBeTruthy();
    expect(questionText(1).value).toBe('Wie oft?');

    await user.type(textbox(/^Name/), ' 2026');
    expect(questionText(1).value).toBe('Wie oft?');
    await user.click(save());
    expect(surveys.update).toHaveBeenCalledWith(7, {
      name: 'Marktplatz 2026',
      startDate: saved.startDate,
      endDate: saved.endDate,
      showInDashboard: true,
      boundaries: null,
      questions: [{ id: 11, name: 'Wie oft?', orderNum: 0, multipleChoice: false, required: true, answers: ['Oft', 'Selten'] }],
    });
    expect(location.history.at(-1)).toBe('/surveys');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Umfrage wurde aktualisiert.']);
  });

  it('lets a cross-tenant user pick the tenant of a new survey and shows the server refusal', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('../../api/http.js');
    login(['BIS_CREATE_SURVEYS', 'TENANT_INDEPENDENCE']);
    surveys.create.mockRejectedValue(new ApiError(403, 'MODULE_MISSING', 'Dieses Modul ist für Ihren Mandanten nicht freigeschaltet.'));
    const location = renderForm();
    mocks.api.tenants.list.mockResolvedValue({
      content: [{ id: 4, name: 'Beispieldorf' }],
      totalPages: 1,
      totalElements: 1,
      page: 0,
      size: 50,
    });
    const picker = screen.getByRole('combobox', { name: /^Mandant/ }) as HTMLInputElement;
    expect(picker.value).toBe('Musterstadt');
    await user.type(textbox(/^Name/), 'Umfrage');
    await user.type(answerField(1, 1), 'a');
    await user.type(answerField(1, 2), 'b');
    await user.clear(picker);
    await user.keyboard('{Escape}');
    await user.click(save());
    expect(alertText()).toBe('Es muss ein Mandant für diese Umfrage ausgewählt werden.');

    await user.type(picker, 'Beisp');
    await user.click(await screen.findByRole('option', { name: 'Beispieldorf' }));
    await user.click(save());
    expect(surveys.create).toHaveBeenCalledWith(expect.objectContaining({ tenantId: 4 }));
    expect(alertText()).toBe('Dieses Modul ist für Ihren Mandanten nicht freigeschaltet.');
    expect(location.history).toEqual(['/create-survey']);
  });
});
