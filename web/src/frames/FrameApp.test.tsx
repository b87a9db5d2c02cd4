import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.js';
import { setLanguage } from '../i18n/language.js';
import { fakeFrameApi, STATUS } from './fake-frame-api.js';
import { FrameApp } from './FrameApp.js';
import { FRAME_TEST_PAGES, renderFrame } from './frame-test-support.js';

vi.mock('./cases-map/lazy.js', () => ({ LazyCasesMapView: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

const open = renderFrame;

afterEach(() => {
  setLanguage('de');
});

const CASE = {
  id: 7,
  caseNumber: 12,
  latitude: 52.22,
  longitude: 13.44,
  state: 'CREATED' as const,
  category: 'Verkehrsflächen',
  createdAtFormatted: '2026.05.04 10:00',
  description: 'Schlagloch vor der Bäckerei',
};

describe('a page whose code does not arrive', () => {
  it("says so in the page's language, with a button that loads the page anew", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    window.history.replaceState(null, '', '/cases-map?apiKey=demo-musterstadt');
    render(<FrameApp pages={{ ...FRAME_TEST_PAGES, '/cases-map': lost }} path="/cases-map" api={fakeFrameApi()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Diese Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie die Verbindung.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    quiet.mockRestore();
  });
});

describe('/cases-map', () => {
  it('without apiKey: the console error of the specification and a German message, no call', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = open('/cases-map');
    expect(screen.getByRole('alert').textContent).toContain('ohne API-Schlüssel');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('apiKey'));
    expect(api.caseMap).not.toHaveBeenCalled();
  });

  it("with an unknown or removed key: the server's message", async () => {
    open(
      '/cases-map?apiKey=alt',
      fakeFrameApi({
        caseMap: vi.fn(async () =>
          Promise.reject(new ApiError(401, 'API_KEY_REMOVED', 'Dieser API-Schlüssel wurde entfernt und ist nicht mehr gültig.')),
        ),
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser API-Schlüssel wurde entfernt und ist nicht mehr gültig.');
    // the same key is refused again: no button pretends otherwise
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('on an English page: an unknown key in English, without a retry', async () => {
    setLanguage('en');
    open(
      '/cases-map?apiKey=falsch&lang=en',
      fakeFrameApi({
        caseMap: vi.fn(async () => Promise.reject(new ApiError(404, 'API_KEY_UNKNOWN', 'Dieser API-Schlüssel ist unbekannt.'))),
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The API key of this page is not known. Please contact the municipality that embedded this page.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('when the server did not answer: the general text in the page language and a retry that loads again', async () => {
    setLanguage('en');
    const caseMap = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/cases-map?apiKey=demo-musterstadt&lang=en', fakeFrameApi({ caseMap }));
    expect((await screen.findByRole('alert')).textContent).toBe('The data could not be loaded. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(caseMap).toHaveBeenCalledTimes(2);
  });

  it('lists the published cases beside the map, with the create button when the tenant shows it', async () => {
    const api = open(
      '/cases-map?apiKey=demo-musterstadt',
      fakeFrameApi({
        caseMap: vi.fn(async () => ({
          cases: [CASE],
          showCreateCaseButton: true,
          mapCenterLatitude: null,
          mapCenterLongitude: null,
          boundary: [],
        })),
      }),
    );
    const list = await screen.findByRole('region', { name: 'Gemeldete Mängel' });
    expect(within(list).getByRole('heading', { name: 'Nr. 12 · Verkehrsflächen' })).toBeTruthy();
    expect(list.textContent).toContain('Erstellt');
    expect(list.textContent).toContain('gemeldet am 2026.05.04 10:00');
    expect(screen.getByRole('region', { name: 'Karte der gemeldeten Mängel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mangel melden' }).getAttribute('href')).toBe('/create-case-frame?apiKey=demo-musterstadt');
    expect(api.caseMap).toHaveBeenCalledWith('demo-musterstadt');
  });

  it('speaks English with ?lang=en and keeps the language in its links', async () => {
    setLanguage('en');
    open(
      '/cases-map?apiKey=demo-musterstadt&lang=en',
      fakeFrameApi({
        caseMap: vi.fn(async () => ({
          cases: [CASE],
          showCreateCaseButton: true,
          mapCenterLatitude: 52.2,
          mapCenterLongitude: 13.4,
          boundary: [],
        })),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No. 12 · Verkehrsflächen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report a defect' }).getAttribute('href')).toBe(
      '/create-case-frame?apiKey=demo-musterstadt&lang=en',
    );
  });
});

describe('/create-case-frame and /fall-melden', () => {
  it('without apiKey: a German message instead of the wizard', () => {
    const api = open('/create-case-frame');
    expect(screen.getByRole('alert').textContent).toContain('ohne API-Schlüssel');
    expect(api.tenantByApiKey).not.toHaveBeenCalled();
  });

  it('/fall-melden embeds the wizard in an iframe titled "Karte"', () => {
    open('/fall-melden?apiKey=demo-musterstadt');
    const frame = screen.getByTitle('Karte');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/create-case-frame?apiKey=demo-musterstadt');
  });
});

describe('/fall-status', () => {
  it('shows the report with the answers and takes a rating once', async () => {
    const user = userEvent.setup();
    const api = open('/fall-status?token=abcdefghijkl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Meldung Nr. 42' })).toBeTruthy();
    expect(screen.getByText('Abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Das Loch ist geflickt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meldung zurückziehen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Bewertung von 1 bis 5.');
    const group = screen.getByRole('group', { name: 'Wie zufrieden sind Sie mit der Bearbeitung?' });
    await user.click(within(group).getByRole('radio', { name: '4 – zufrieden' }));
    await user.type(screen.getByLabelText('Kommentar (freiwillig)'), 'Schnell erledigt');
    await user.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Ihre Bewertung: 4 von 5')).toBeTruthy();
    expect(api.rateCase).toHaveBeenCalledWith('abcdefghijkl', { rating: 4, comment: 'Schnell erledigt' });
    expect(screen.queryByRole('group', { name: 'Wie zufrieden sind Sie mit der Bearbeitung?' })).toBeNull();
  });

  it('withdraws an open report after the confirmation, and Abbrechen keeps it', async () => {
    const user = userEvent.setup();
    const api = open(
      '/fall-status?token=abcdefghijkl',
      fakeFrameApi({
        caseStatus: vi.fn(async () => ({
          ...STATUS,
          state: 'CREATED' as const,
          stateLabel: 'Erstellt',
          answers: [],
          canRate: false,
          canWithdraw: true,
        })),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Meldung zurückziehen' }));
    expect(document.activeElement?.textContent).toContain('wirklich zurückziehen');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meldung zurückziehen' }));
    expect(api.withdrawCase).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Meldung zurückziehen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, zurückziehen' }));
    await waitFor(() => expect(screen.getByText('Zurückgezogen')).toBeTruthy());
    expect(api.withdrawCase).toHaveBeenCalledWith('abcdefghijkl');
    expect(screen.queryByRole('button', { name: 'Meldung zurückziehen' })).toBeNull();
  });

  it("without token a German message; an unknown token the server's message", async () => {
    open('/fall-status');
    expect(screen.getByRole('alert').textContent).toContain('Der Link ist unvollständig');
    cleanup();
    open(
      '/fall-status?token=unknown-token',
      fakeFrameApi({ caseStatus: vi.fn(async () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Diese Meldung gibt es nicht.'))) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Meldung gibt es nicht.');
  });

  it('says that the personal data was deleted once the retention removed it, and shows nothing of the report', async () => {
    open(
      '/fall-status?token=abcdefghijkl',
      fakeFrameApi({
        caseStatus: vi.fn(async () =>
          Promise.reject(new ApiError(410, 'REPORTER_DATA_ERASED', 'Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.')),
        ),
      }),
    );
    const note = await screen.findByText('Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.');
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Meldung' })).toBeTruthy();
    expect(screen.queryByText('Bearbeitungsstand')).toBeNull();
  });
});

describe('other paths', () => {
  it('answers "Seite nicht gefunden"', () => {
    open('/anything');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
