import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseListQuery } from '@contracts/case.js';
import { toasts } from '../../components/toast.js';
import { caseStatsVersion } from '../../session/caseStats.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';
import { makeUser } from '../../test-support/users.js';
import { DEFAULT_CRITERIA } from './case-list-criteria.js';
import { caseListView, keptRows, keptScrollY, keptStats } from './case-list-store.js';
import { caseItem, STATS } from './test-support.js';

const mocks = vi.hoisted(() => ({
  api: {
    cases: { list: vi.fn(), stats: vi.fn(), bulk: vi.fn(), export: vi.fn(), markers: vi.fn() },
    tenants: { list: vi.fn(), get: vi.fn() },
    users: { ofTenant: vi.fn() },
    caseReports: { sendUnreachable: vi.fn() },
    files: { thumbnailUrl: (name: string) => `/files/thumbnails/${name}` },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));
// the map asks for no tiles (the tests run offline): it works on a plain background
vi.mock('../../components/map/tile-url.js', () => ({ loadTileUrl: async () => '' }));

const { currentUser } = await import('../../session/session.js');
const { CasesPage } = await import('./CasesPage.js');
const { cases } = mocks.api;

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => caseItem(from + i));

/** The list answers `pages(query)`; the stats, the tenants and the unreachable call answer fixed values. */
function fakeCases(pages: (query: CaseListQuery) => ReturnType<typeof pageOf> = () => pageOf([caseItem(1), caseItem(2)])) {
  cases.list.mockImplementation(async (query: CaseListQuery) => pages(query));
  cases.stats.mockResolvedValue(STATS);
  mocks.api.tenants.list.mockResolvedValue(pageOf([{ id: 3, name: 'Beispieldorf' }]));
  mocks.api.caseReports.sendUnreachable.mockResolvedValue({ message: 'Ein Fall wurde an kreis@example.org gesendet.', count: 1 });
}

const caseLinks = () => screen.queryAllByRole('link', { name: /^Fall \d+$/ });
const listQueries = () => cases.list.mock.calls.map(([query]) => query as CaseListQuery);
const lastListQuery = () => listQueries().at(-1)!;

describe('CasesPage', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/cases');
    caseListView.value = { owner: null, criteria: DEFAULT_CRITERIA, searchText: '' };
    keptRows.value = null;
    keptScrollY.value = 0;
    keptStats.value = null;
  });

  it('shows the server’s numbers on the tiles, and a tile filters the list by its state', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES']);
    const user = userEvent.setup();
    render(<CasesPage />);
    const tiles = within(screen.getByRole('region', { name: 'Übersicht' }));
    await tiles.findByRole('button', { name: 'Neu 11' });
    for (const name of ['Aktiv 16', 'Abgeschlossen 60', 'Abgelehnt 9']) expect(tiles.getByRole('button', { name })).toBeTruthy();
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(lastListQuery().state).toBe('all');

    await user.click(tiles.getByRole('button', { name: 'Abgelehnt 9' }));
    await waitFor(() => expect(lastListQuery().state).toBe('REJECTED'));
    expect(tiles.getByRole('button', { name: 'Abgelehnt 9' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Filter') as HTMLSelectElement).value).toBe('REJECTED');

    await user.click(tiles.getByRole('button', { name: 'Abgelehnt 9' }));
    await waitFor(() => expect(lastListQuery().state).toBe('all'));
  });

  it('shows the list its address names, writes the list it shows into the address, and ignores unknown values', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES']);
    window.history.replaceState(null, '', '/cases?filter=open&sort=caseNumber&order=ASC&search=Laterne');
    const user = userEvent.setup();
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(lastListQuery()).toMatchObject({ state: 'open', sort: 'caseNumber', order: 'ASC', search: 'Laterne' });
    expect((screen.getByLabelText('Filter') as HTMLSelectElement).value).toBe('open');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Laterne');

    await user.selectOptions(screen.getByLabelText('Filter'), 'closed');
    await waitFor(() => expect(window.location.search).toBe('?filter=closed&sort=caseNumber&order=ASC&search=Laterne'));
    expect(lastListQuery().state).toBe('closed');

    cleanup();
    window.history.replaceState(null, '', '/cases?filter=gibtsnicht&sort=email&order=ASC');
    render(<CasesPage />);
    await waitFor(() => expect(window.location.search).toBe('?filter=all&sort=createdAt&order=ASC'));
    expect(lastListQuery()).toMatchObject({ state: 'all', sort: 'createdAt', order: 'ASC' });
  });

  it('selects cards, runs one action on them after asking, and names the cases it did not change', async () => {
    fakeCases();
    cases.bulk.mockResolvedValue({
      done: 1,
      results: [
        { id: 1, outcome: 'DONE', message: 'Status geändert: Abgeschlossen.' },
        { id: 2, outcome: 'REFUSED', message: 'Ein Fall im Status „Abgelehnt“ kann nicht in den Status „Abgeschlossen“ wechseln.' },
      ],
    });
    currentUser.value = makeUser(['VIEW_CASES']);
    const user = userEvent.setup();
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    const bar = within(screen.getByRole('region', { name: 'Auswahl' }));
    expect(bar.getByRole('button', { name: 'Aktion für die Auswahl' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Fall 1 auswählen' }));
    expect(bar.getByText('1 ausgewählt')).toBeTruthy();
    await user.click(bar.getByRole('checkbox', { name: 'Alle geladenen auswählen' }));
    expect(bar.getByText('2 ausgewählt')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Auf der Internetkarte veröffentlichen' })).toBeNull();

    await user.click(bar.getByRole('button', { name: 'Aktion für die Auswahl' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Status: Abgeschlossen' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '2 Fälle ändern' }));
    await user.click(dialog.getByRole('button', { name: 'Ausführen' }));
    await waitFor(() => expect(bar.getByRole('status').textContent).toContain('1 von 2 Fällen geändert.'));
    expect(bar.getByRole('status').textContent).toContain('Fall 2: Ein Fall im Status „Abgelehnt“');
    expect(cases.bulk).toHaveBeenCalledExactlyOnceWith({ caseIds: [1, 2], action: 'state', state: 'FINISHED' });
    expect(bar.getByText('1 ausgewählt')).toBeTruthy();
  });

  it('shows the report’s first photo as a lazily loaded thumbnail with an alt text', async () => {
    fakeCases(() => pageOf([caseItem(1, { firstPhoto: 'abc.jpg' }), caseItem(2)]));
    currentUser.value = makeUser(['VIEW_CASES']);
    render(<CasesPage />);
    const photo = (await screen.findByRole('img', { name: 'Foto der Meldung zu Fall 1' })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/files/thumbnails/abc.jpg');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('img', { name: /^Foto der Meldung/ })).toHaveLength(1);
  });

  it('shows the list’s cases on a map when the address or the view choice says so, and the cards again', async () => {
    const markers = [
      [1, 1, 52.22, 13.44, 0, 0],
      [2, 2, 52.22, 13.44, 0, 0],
    ];
    fakeCases();
    cases.markers.mockResolvedValue({ markers, states: ['CREATED'], categories: ['Verkehrsflächen'], truncated: false });
    currentUser.value = makeUser(['VIEW_CASES']);
    window.history.replaceState(null, '', '/cases?filter=open&sort=createdAt&order=DESC&view=map');
    const user = userEvent.setup();
    render(<CasesPage />);
    const map = await screen.findByRole('region', { name: 'Fälle auf der Landkarte' });
    await waitFor(() => expect(within(map).getByRole('status').textContent).toMatch(/^2 Fälle auf der Landkarte\./));
    expect(cases.markers).toHaveBeenCalledExactlyOnceWith({ state: 'open', sort: 'createdAt', order: 'DESC' });
    expect(caseLinks()).toHaveLength(0);
    expect((screen.getByRole('radio', { name: 'Landkarte' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Karten' }));
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(window.location.search).toBe('?filter=open&sort=createdAt&order=DESC');
    expect(screen.queryByRole('region', { name: 'Fälle auf der Landkarte' })).toBeNull();
  });

  it('exports exactly the listed cases as the chosen file, counting what arrives, and names the file in a message', async () => {
    // the client reports the bytes as they arrive (its own test reads them from the stream), then the named file
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    fakeCases();
    cases.export.mockImplementation(async (_query: unknown, onProgress: (bytes: number) => void) => {
      onProgress(2500);
      await arrived;
      return { blob: new Blob(['\uFEFFNr.;Erstellt\r\n']), fileName: 'faelle-offene-2026.11.25.csv' };
    });
    const saved = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    currentUser.value = makeUser(['VIEW_CASES']);
    const user = userEvent.setup();
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Filter'), 'open');

    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, LibreOffice)' }));
    const progress = screen.getByText((_, element) => element?.classList.contains('case-export__progress') ?? false);
    await waitFor(() => expect(progress.textContent).toBe('Export läuft … 2,5 KB empfangen'));
    release();
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(cases.export).toHaveBeenCalledExactlyOnceWith(
      { state: 'open', sort: 'createdAt', order: 'DESC', format: 'csv' },
      expect.any(Function),
    );
    expect(await saved.mock.calls[0]![0].text()).toMatch(/^\uFEFFNr\.;Erstellt/);
    await waitFor(() =>
      expect(toasts.value.map((toast) => toast.text)).toContain('Die Datei faelle-offene-2026.11.25.csv wurde heruntergeladen.'),
    );
    expect(progress.textContent).toBe('');
  });

  it('sends filter, sort and order as query parameters, page 0 of 50 each time', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES']);
    const user = userEvent.setup();
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(lastListQuery()).toEqual({ state: 'all', sort: 'createdAt', order: 'DESC', page: 0, size: 50 });

    await user.selectOptions(screen.getByLabelText('Filter'), 'Meine offenen Fälle');
    await user.selectOptions(screen.getByLabelText('Sortieren nach'), 'Bearbeitungsfrist');
    await user.selectOptions(screen.getByLabelText('Reihenfolge'), 'Aufsteigend');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        state: 'my-open',
        sort: 'stateChangedDeadline',
        order: 'ASC',
        page: 0,
        size: 50,
      }),
    );
    const sorts = within(screen.getByLabelText('Sortieren nach'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sorts).toEqual(['Erstellungsdatum', 'Zuletzt bearbeitet', 'Fallnummer', 'Bearbeiter', 'Bearbeitungsfrist', 'Kategorie']);
    const filters = within(screen.getByLabelText('Filter'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // the six filters of docs/product/cases.md#filters, then the reminders' my-due (docs/reminders.md)
    expect(filters.slice(0, 7)).toEqual([
      'Alle Fälle',
      'Offene Fälle',
      'Geschlossene Fälle',
      'Meine offenen Fälle',
      'Meine geschlossenen Fälle',
      'Negativ bewertete Fälle',
      'Meine fälligen und überfälligen Fälle',
    ]);
  });

  it('with TENANT_INDEPENDENCE sorts by tenant and then filters by the tenant chosen in the picker', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES', 'TENANT_INDEPENDENCE']);
    const user = userEvent.setup();
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(screen.getAllByText('Musterstadt').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox', { name: /Mandant/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sortieren nach'), 'Mandant');
    const picker = await screen.findByRole('combobox', { name: /Mandant/ });
    await user.type(picker, 'Beispiel');
    await user.click(await screen.findByRole('option', { name: 'Beispieldorf' }));
    await waitFor(() => expect(lastListQuery().tenant).toBe(3));
    expect(lastListQuery().sort).toBe('tenant.name');
    await waitFor(() => expect(cases.stats).toHaveBeenLastCalledWith(3));

    // another sort drops the tenant filter with its picker
    await user.selectOptions(screen.getByLabelText('Sortieren nach'), 'Fallnummer');
    await waitFor(() => expect(lastListQuery().sort).toBe('caseNumber'));
    expect(lastListQuery().tenant).toBeUndefined();
  });

  it('says which empty text applies: no cases at all, none for the filter, none for the search', async () => {
    fakeCases(() => pageOf([]));
    currentUser.value = makeUser(['VIEW_CASES']);
    const { user } = fakeClock();
    render(<CasesPage />);
    expect(await screen.findByText('Es wurden noch keine Fälle gemeldet.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Filter'), 'Geschlossene Fälle');
    expect(await screen.findByText('Keine Fälle gefunden')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Fälle suchen' }), 'Laterne');
    expect(await screen.findByText('Es wurden keine Fälle gefunden.')).toBeTruthy();
    // the search is asked once, after typing has paused
    expect(listQueries().flatMap((query) => (query.search ? [query.search] : []))).toEqual(['Laterne']);
  });

  it('shows a card per case that links to its file, with what the list tells about it', async () => {
    fakeCases(() =>
      pageOf([
        caseItem(7, {
          category: null,
          assignee: null,
          state: 'IN_PROGRESS',
          stateChangedDeadline: '2020-01-01T10:00:00.000Z',
          stateChangedDeadlineFormatted: '2020.01.01 11:00',
          publishedOnMap: true,
        }),
        caseItem(8, { state: 'FINISHED', rating: 1 }),
      ]),
    );
    currentUser.value = makeUser(['VIEW_CASES']);
    render(<CasesPage />);
    const link = await screen.findByRole('link', { name: 'Fall 7' });
    expect(link.getAttribute('href')).toBe('/edit-case?caseId=7');
    const card = within(link.closest('li')!);
    expect(card.getByText('In Bearbeitung')).toBeTruthy();
    expect(card.getByText('Keine Kategorie')).toBeTruthy();
    expect(card.getByText('Nicht zugewiesen')).toBeTruthy();
    expect(card.getByText(/überfällig/)).toBeTruthy();
    expect(card.getByText('Auf der Internetkarte veröffentlicht')).toBeTruthy();
    expect(card.queryByText('Musterstadt')).toBeNull();
    const negative = within(screen.getByRole('link', { name: 'Fall 8' }).closest('li')!);
    expect(negative.getByText('1 von 5')).toBeTruthy();
    expect(negative.getByText('Abgeschlossen')).toBeTruthy();
  });

  it('keeps filter, search, loaded rows and scroll position when the screen is left and shown again', async () => {
    fakeCases((query) =>
      query.page === 1
        ? pageOf(range(51, 10), { page: 1, totalPages: 2, totalElements: 60 })
        : pageOf(range(1, 50), { totalPages: 2, totalElements: 60 }),
    );
    currentUser.value = makeUser(['VIEW_CASES']);
    const { user } = fakeClock();
    const first = render(<CasesPage />);
    await user.selectOptions(screen.getByLabelText('Filter'), 'Offene Fälle');
    await user.type(screen.getByRole('searchbox', { name: 'Fälle suchen' }), 'Fall');
    await waitFor(() => expect(lastListQuery().search).toBe('Fall'));
    await user.click(await screen.findByRole('button', { name: 'Weitere laden (50 von 60)' }));
    await waitFor(() => expect(caseLinks()).toHaveLength(60));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1800, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    first.unmount();

    const loads = cases.list.mock.calls.length;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<CasesPage />);
    expect(caseLinks()).toHaveLength(60);
    expect((screen.getByLabelText('Filter') as HTMLSelectElement).value).toBe('open');
    expect((screen.getByRole('searchbox', { name: 'Fälle suchen' }) as HTMLInputElement).value).toBe('Fall');
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
    await waitFor(() => expect(cases.stats).toHaveBeenCalledTimes(2));
    expect(cases.list).toHaveBeenCalledTimes(loads);
  });

  it('starts afresh for another user', async () => {
    fakeCases();
    caseListView.value = { owner: 99, criteria: { ...DEFAULT_CRITERIA, filter: 'negative' }, searchText: 'x' };
    currentUser.value = makeUser(['VIEW_CASES']);
    render(<CasesPage />);
    expect((screen.getByLabelText('Filter') as HTMLSelectElement).value).toBe('all');
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
  });

  it('offers create and refresh with CREATE_NEW_CASE; refresh reloads list, tiles and the sidebar counters', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES']);
    const { unmount } = render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Neuen Fall anlegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aktualisieren' })).toBeNull();
    unmount();

    currentUser.value = makeUser(['VIEW_CASES', 'CREATE_NEW_CASE']);
    const user = userEvent.setup();
    render(<CasesPage />);
    expect(screen.getByRole('link', { name: 'Neuen Fall anlegen' }).getAttribute('href')).toBe('/create-case');
    const lists = cases.list.mock.calls.length;
    const stats = cases.stats.mock.calls.length;
    const version = caseStatsVersion.value;
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(cases.list).toHaveBeenCalledTimes(lists + 1));
    await waitFor(() => expect(cases.stats).toHaveBeenCalledTimes(stats + 1));
    expect(lastListQuery().page).toBe(0);
    expect(caseStatsVersion.value).toBe(version + 1);
  });

  it('lets a super admin forward the unreachable cases of no tenant and shows the answer', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES'], { superAdmin: true });
    const user = userEvent.setup();
    render(<CasesPage />);
    await user.click(screen.getByRole('button', { name: 'Unerreichbare Fälle weiterleiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unerreichbare Fälle weiterleiten' }));
    await user.type(dialog.getByLabelText(/E-Mail-Adresse/), 'kreis');
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(dialog.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(mocks.api.caseReports.sendUnreachable).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(/E-Mail-Adresse/), '@example.org');
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(await dialog.findByText('Ein Fall wurde an kreis@example.org gesendet.')).toBeTruthy();
    expect(mocks.api.caseReports.sendUnreachable).toHaveBeenCalledExactlyOnceWith({ tenantId: null, email: 'kreis@example.org' });
  });

  it('has no forward button for anyone else', async () => {
    fakeCases();
    currentUser.value = makeUser(['VIEW_CASES', 'TENANT_INDEPENDENCE', 'CREATE_NEW_CASE']);
    render(<CasesPage />);
    await waitFor(() => expect(caseLinks()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Unerreichbare Fälle weiterleiten' })).toBeNull();
  });
});
