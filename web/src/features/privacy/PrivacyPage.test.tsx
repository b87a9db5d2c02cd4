import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyRequestEntry, SubjectSearchResult } from '@contracts/privacy.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({
  api: { privacy: { search: vi.fn(), exportJson: vi.fn(), exportPdf: vi.fn(), anonymise: vi.fn(), requests: vi.fn() } },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { PrivacyPage } = await import('./PrivacyPage.js');
const { privacy } = mocks.api;

const EMAIL = 'lena.schulz@example.org';
const caseOf = (id: number, caseNumber: number, tenant: string) => ({
  id,
  caseNumber,
  tenant: { id: tenant === 'Musterstadt' ? 2 : 3, name: tenant },
  createdAt: '2026-11-20T08:00:00.000Z',
  createdAtFormatted: '2026.11.20 09:00',
  state: 'CREATED',
  stateLabel: 'Offen',
  category: 'Verkehrsflächen',
  hasDeviceId: true,
});
const FOUND: SubjectSearchResult = {
  email: EMAIL,
  cases: [caseOf(11, 1001, 'Musterstadt'), caseOf(12, 1002, 'Musterstadt')],
  correspondents: [{ id: 5, tenant: { id: 2, name: 'Musterstadt' }, firstName: 'Lena', lastName: 'Schulz', title: 'Dr.' }],
  blockEntry: null,
};
const toastTexts = () => toasts.value.map((toast) => toast.text);

async function searchFor(user: ReturnType<typeof userEvent.setup>, result: SubjectSearchResult = FOUND) {
  privacy.search.mockResolvedValue(result);
  render(<PrivacyPage />);
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse der betroffenen Person/ }), 'Lena.Schulz@Example.org{Enter}');
  await screen.findByRole('region', { name: 'Gefundene Daten' });
}

beforeEach(() => {
  privacy.requests.mockResolvedValue(pageOf([]));
});

describe('PrivacyPage', () => {
  it('searches with Enter and lists the cases and correspondent entries found', async () => {
    const user = userEvent.setup();
    await searchFor(user);
    expect(privacy.search).toHaveBeenCalledWith('Lena.Schulz@Example.org');
    expect(screen.getByText(`Zu ${EMAIL} gespeichert – Meldungen: 2, Kontakteinträge: 1.`)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Meldungen' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FreitexteNr.MandantGemeldet amStatusKategorie',
      '1001Musterstadt2026.11.20 09:00OffenVerkehrsflächen',
      '1002Musterstadt2026.11.20 09:00OffenVerkehrsflächen',
    ]);
    expect(screen.getByRole('listitem').textContent).toBe('Dr. Lena Schulz · Musterstadt');
  });

  it('says when nothing is stored and offers no anonymising then', async () => {
    const user = userEvent.setup();
    await searchFor(user, { email: EMAIL, cases: [], correspondents: [], blockEntry: null });
    expect(screen.getByText(/keine Meldungen und keine Kontakteinträge/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Daten anonymisieren' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s message for an invalid address', async () => {
    privacy.search.mockRejectedValue(new ApiError(400, 'EMAIL_INVALID', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    const user = userEvent.setup();
    render(<PrivacyPage />);
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(toastTexts()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    expect(screen.queryByRole('region', { name: 'Gefundene Daten' })).toBeNull();
  });

  it('downloads the information as JSON for the address searched, with a progress line', async () => {
    let release: () => void = () => {};
    privacy.exportJson.mockImplementation(async (_email: string, onProgress: (bytes: number) => void) => {
      onProgress(2500);
      await new Promise<void>((resolve) => (release = resolve));
      return { blob: new Blob(['{}'], { type: 'application/json' }), fileName: 'datenauskunft-2026-11-25.json' };
    });
    const saved = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await searchFor(user);
    await user.click(screen.getByRole('button', { name: 'Auskunft als JSON' }));
    expect(privacy.exportJson).toHaveBeenCalledWith(EMAIL, expect.any(Function));
    await waitFor(() => expect(screen.getByText('Die Auskunft wird geladen … (2,5 KB)')).toBeTruthy());
    release();
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    await waitFor(() => expect(toastTexts()).toContain('Die Auskunft wurde als datenauskunft-2026-11-25.json gespeichert.'));
  });

  it('says in the dialog exactly what happens, anonymises with the chosen free texts once confirmed and shows the counts', async () => {
    privacy.anonymise.mockResolvedValue({ cases: 2, correspondents: 1, freeTexts: 1, message: 'Anonymisiert' });
    const user = userEvent.setup();
    await searchFor(user);
    await user.click(screen.getByRole('checkbox', { name: 'Freitexte von Meldung 1002 anonymisieren' }));

    await user.click(screen.getByRole('button', { name: 'Daten anonymisieren' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Daten anonymisieren' });
    expect(dialog.textContent).toContain(`Für ${EMAIL} geschieht Folgendes:`);
    expect(dialog.textContent).toContain('Meldungen (2): E-Mail-Adresse, Geräte-Kennung und Status-Link werden gelöscht.');
    expect(dialog.textContent).toContain('Davon mit Freitexten (1):');
    expect(dialog.textContent).toContain('Kontakteinträge (1): Sie werden gelöscht.');
    expect(dialog.textContent).toContain('Fotos und die Antworten der Verwaltung bleiben erhalten');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(privacy.anonymise).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Daten anonymisieren' }));
    dialog = screen.getByRole('alertdialog', { name: 'Daten anonymisieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig anonymisieren' }));
    expect(privacy.anonymise).toHaveBeenCalledWith({ email: EMAIL, freeTextCaseIds: [12] });
    const done = 'Anonymisiert. Meldungen: 2, davon mit Freitexten: 1; gelöschte Kontakteinträge: 1.';
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toastTexts()).toEqual([done]);
    expect(screen.getByText(done, { selector: '.privacy__summary' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Meldungen' })).toBeNull();
    // the log shows the anonymising: it is read again for the address
    await waitFor(() => expect(privacy.requests).toHaveBeenCalledTimes(3));
    expect(privacy.requests).toHaveBeenLastCalledWith({ page: 0, size: 50 }, EMAIL);
  });

  it('chooses every case’s free texts with one box', async () => {
    privacy.anonymise.mockResolvedValue({ cases: 2, correspondents: 1, freeTexts: 2, message: 'Anonymisiert' });
    const user = userEvent.setup();
    await searchFor(user);
    await user.click(screen.getByRole('checkbox', { name: /Auch Freitexte anonymisieren/ }));
    expect(screen.getAllByRole('checkbox', { name: /Freitexte von Meldung/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Daten anonymisieren' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Davon mit Freitexten (2):');
    await user.click(screen.getByRole('button', { name: 'Endgültig anonymisieren' }));
    expect(privacy.anonymise).toHaveBeenCalledWith({ email: EMAIL, freeTextCaseIds: [11, 12] });
  });
});

const entry = (id: number, action: PrivacyRequestEntry['action'], user: PrivacyRequestEntry['user'] = ANNA): PrivacyRequestEntry => ({
  id,
  createdAt: '2026-11-25T08:00:00.000Z',
  createdAtFormatted: `2026.11.25 09:0${id}`,
  action,
  recordCount: 3,
  user,
  tenant: { id: 2, name: 'Musterstadt' },
});
const ANNA = { id: 7, fullname: 'Anna Albrecht', email: 'admin@musterstadt.example' };
const logRows = () =>
  within(screen.getByRole('table', { name: 'Protokollierte Anfragen' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('PrivacyPage: Protokoll der Anfragen', () => {
  it('lists every request in scope before a search, newest first, with German action names, who and which tenant', async () => {
    privacy.requests.mockResolvedValue(
      pageOf([entry(4, 'ANONYMISE'), entry(3, 'EXPORT_PDF'), entry(2, 'EXPORT_JSON'), entry(1, 'SEARCH', null)]),
    );
    render(<PrivacyPage />);
    await waitFor(() => expect(logRows()).toHaveLength(5));
    expect(privacy.requests).toHaveBeenCalledWith({ page: 0, size: 50 }, undefined);
    expect(logRows()).toEqual([
      'ZeitpunktAnfrageDatensätzeBearbeitet vonMandant',
      '2026.11.25 09:04Anonymisierung3Anna Albrechtadmin@musterstadt.exampleMusterstadt',
      '2026.11.25 09:03Auskunft PDF3Anna Albrechtadmin@musterstadt.exampleMusterstadt',
      '2026.11.25 09:02Auskunft JSON3Anna Albrechtadmin@musterstadt.exampleMusterstadt',
      '2026.11.25 09:01Suche3Gelöschtes BenutzerkontoMusterstadt',
    ]);
    expect(screen.queryByRole('checkbox', { name: /Nur Anfragen zu/ })).toBeNull();
  });

  it('follows the searched address, showing the search just made, and shows all requests again when the box is cleared', async () => {
    const user = userEvent.setup();
    await searchFor(user);
    await waitFor(() => expect(privacy.requests).toHaveBeenLastCalledWith({ page: 0, size: 50 }, EMAIL));
    const only = screen.getByRole('checkbox', { name: `Nur Anfragen zu ${EMAIL}` }) as HTMLInputElement;
    expect(only.checked).toBe(true);
    await screen.findByText('Zu dieser Adresse wurden noch keine Anfragen bearbeitet.');

    privacy.requests.mockResolvedValue(pageOf([entry(1, 'SEARCH')]));
    await user.click(only);
    await waitFor(() => expect(privacy.requests).toHaveBeenLastCalledWith({ page: 0, size: 50 }, undefined));
    await waitFor(() => expect(logRows()).toHaveLength(2));
    expect(only.checked).toBe(false);

    // a new search follows its address again, and replaces the result
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(privacy.requests).toHaveBeenLastCalledWith({ page: 0, size: 50 }, EMAIL));
    expect((screen.getByRole('checkbox', { name: `Nur Anfragen zu ${EMAIL}` }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('region', { name: 'Gefundene Daten' })).toHaveLength(1);
  });

  it('shows an export at once: the log is read again after the download', async () => {
    privacy.exportPdf.mockResolvedValue({
      blob: new Blob(['%PDF-'], { type: 'application/pdf' }),
      fileName: 'datenauskunft-2026-11-25.pdf',
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await searchFor(user);
    await waitFor(() => expect(privacy.requests).toHaveBeenCalledWith({ page: 0, size: 50 }, EMAIL));
    const before = privacy.requests.mock.calls.length;
    privacy.requests.mockResolvedValue(pageOf([entry(2, 'EXPORT_PDF'), entry(1, 'SEARCH')]));
    await user.click(screen.getByRole('button', { name: 'Auskunft als PDF' }));
    await waitFor(() => expect(privacy.requests.mock.calls.length).toBe(before + 1));
    await waitFor(() => expect(logRows()[1]).toContain('Auskunft PDF'));
  });
});
