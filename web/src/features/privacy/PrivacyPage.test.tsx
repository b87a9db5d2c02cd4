import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubjectSearchResult } from '@contracts/privacy.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';

const mocks = vi.hoisted(() => ({
  api: { privacy: { search: vi.fn(), exportJson: vi.fn(), exportPdf: vi.fn(), anonymise: vi.fn() } },
}));
vi.mock('../../session/session.js', () => ({ api: mocks.api }));

const { PrivacyPage } = await import('./PrivacyPage.js');
const { privacy } = mocks.api;

const EMAIL = 'lena.schulz@example.org';
const caseOf = (id: number, caseNumber: number, tenant: string) => ({
  id,
  caseNumber,
  tenant: { id: tenant === 'Musterstadt' ? 2 : 3, name: tenant },
  createdAt: '2026-11-20T08:00:00.000Z',
  createdAtFormatted: '20.11.2026 09:00',
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

describe('PrivacyPage', () => {
  it('searches with Enter and lists the cases and correspondent entries found', async () => {
    const user = userEvent.setup();
    await searchFor(user);
    expect(privacy.search).toHaveBeenCalledWith('Lena.Schulz@Example.org');
    expect(screen.getByText(`Zu ${EMAIL} gespeichert – Meldungen: 2, Kontakteinträge: 1.`)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Meldungen' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FreitexteNr.MandantGemeldet amStatusKategorie',
      '1001Musterstadt20.11.2026 09:00OffenVerkehrsflächen',
      '1002Musterstadt20.11.2026 09:00OffenVerkehrsflächen',
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
    expect(screen.queryByRole('table')).toBeNull();
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
