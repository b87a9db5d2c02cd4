import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { makeCase } from './test-helpers.js';

const mocks = vi.hoisted(() => ({
  api: {
    cases: { protocol: vi.fn() },
    caseReports: { reachability: vi.fn(), pdfSummary: vi.fn(), sendSummary: vi.fn(), forwardToMunicipality: vi.fn() },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { PdfSummaryDialog } = await import('./PdfSummaryDialog.js');
const { ProtocolDialog } = await import('./ProtocolDialog.js');
const { ReachabilityDialog } = await import('./ReachabilityDialog.js');
const { SummaryMailDialog } = await import('./SummaryMailDialog.js');
const { ForwardDialog } = await import('./ForwardDialog.js');
const { cases, caseReports } = mocks.api;
const notFound = () => new ApiError(404, 'NOT_FOUND', 'Der Fall wurde nicht gefunden.');

const LINK = 'https://files.example.org/summary-41.pdf?signature=abc';

describe('the loading dialogs of the case file', () => {
  it('Protokoll lists the entries, with System for changes without a user', async () => {
    cases.protocol.mockResolvedValue([
      {
        id: 1,
        createdAt: '2026-04-18T08:00:00.000Z',
        createdAtFormatted: '2026.04.18 10:00',
        user: null,
        description: 'Fall erstellt',
      },
      {
        id: 2,
        createdAt: '2026-04-19T08:00:00.000Z',
        createdAtFormatted: '2026.04.19 10:00',
        user: { fullname: 'Anna Albrecht' },
        description: 'Notiz hinzugefügt',
      },
    ]);
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Protokoll' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026.04.18 10:00 · SystemFall erstellt', '2026.04.19 10:00 · Anna AlbrechtNotiz hinzugefügt']);
    expect(cases.protocol).toHaveBeenCalledWith(41);
  });

  it('Protokoll says when there are no entries, and when they could not be loaded', async () => {
    cases.protocol.mockResolvedValue([]);
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(await screen.findByText('Für diesen Fall sind keine Einträge vorhanden.')).toBeTruthy();
    cleanup();
    cases.protocol.mockRejectedValue(notFound());
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(await screen.findByText('Das Protokoll konnte nicht geladen werden.')).toBeTruthy();
  });

  it('Erreichbarkeit prüfen announces an unreachable case and offers to forward it', async () => {
    caseReports.reachability.mockResolvedValue({ reachable: false, tenant: null, forwardAddress: null, forwardedAt: null });
    const onForward = vi.fn();
    render(<ReachabilityDialog caseFile={makeCase()} onClose={() => undefined} onForward={onForward} />);
    const dialog = screen.getByRole('dialog', { name: 'Erreichbarkeit prüfen' });
    await within(dialog).findByText('Keine (der Ort liegt in keinem Mandanten)');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Der Fall ist nicht erreichbar: Die zuständige Gemeinde nutzt den Mängelmelder nicht. Übermitteln Sie ihn per E-Mail.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'An zuständige Gemeinde übermitteln' }));
    expect(onForward).toHaveBeenCalledOnce();
  });

  it('PDF-Zusammenfassung opens the created PDF once in a new tab and keeps its link', async () => {
    caseReports.pdfSummary.mockResolvedValue({ link: LINK });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Die PDF-Zusammenfassung wird erstellt …' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die PDF-Zusammenfassung wurde in einem neuen Tab geöffnet.'));
    expect(caseReports.pdfSummary).toHaveBeenCalledWith(41);
    expect(open).toHaveBeenCalledExactlyOnceWith(LINK, '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('link', { name: /PDF-Zusammenfassung öffnen/ }).getAttribute('href')).toBe(LINK);
  });

  it('PDF-Zusammenfassung says it is ready when the browser blocks the tab, and shows the server message of a failure', async () => {
    caseReports.pdfSummary.mockResolvedValue({ link: LINK });
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die PDF-Zusammenfassung ist fertig.'));
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    caseReports.pdfSummary.mockRejectedValue(notFound());
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Der Fall wurde nicht gefunden.'));
  });
});

describe('the form dialogs of the case file', () => {
  it('Zusammenfassung per E-Mail checks the address first, marks it at a refusal, and closes with the answer once sent', async () => {
    const onClose = vi.fn();
    render(<SummaryMailDialog caseFile={makeCase()} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Zusammenfassung per E-Mail senden' }));
    const recipient = dialog.getByRole('textbox', { name: /^Empfänger/ });
    await userEvent.type(recipient, 'amt@');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(dialog.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(recipient);
    expect(caseReports.sendSummary).not.toHaveBeenCalled();

    caseReports.sendSummary.mockRejectedValueOnce(new ApiError(400, 'EMAIL_INVALID', 'Die Adresse nimmt keine E-Mails an.'));
    await userEvent.type(recipient, 'amt.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nachricht' }), ' Bitte prüfen. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Die Adresse nimmt keine E-Mails an.'));
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();

    caseReports.sendSummary.mockResolvedValueOnce({ message: 'Die Zusammenfassung wurde an amt@amt.example gesendet.' });
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(caseReports.sendSummary).toHaveBeenLastCalledWith(41, { recipient: 'amt@amt.example', message: 'Bitte prüfen.' });
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Zusammenfassung wurde an amt@amt.example gesendet.']);
  });

  it('An zuständige Gemeinde übermitteln sends once while busy, and shows why it failed', async () => {
    let answer!: () => void;
    caseReports.forwardToMunicipality.mockReturnValueOnce(new Promise<void>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    render(<ForwardDialog caseFile={makeCase()} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'An zuständige Gemeinde übermitteln' }));
    const submit = dialog.getByRole('button', { name: 'Übermitteln' });
    await userEvent.click(submit);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(submit);
    expect(caseReports.forwardToMunicipality).toHaveBeenCalledExactlyOnceWith(41, { description: null });
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Fall wurde an die zuständige Gemeinde übermittelt.']);
    cleanup();

    caseReports.forwardToMunicipality.mockRejectedValueOnce(new ApiError(409, 'REACHABLE', 'Der Fall ist erreichbar.'));
    render(<ForwardDialog caseFile={makeCase()} onClose={onClose} />);
    const again = within(screen.getByRole('dialog', { name: 'An zuständige Gemeinde übermitteln' }));
    await userEvent.type(again.getByRole('textbox', { name: 'Begleittext' }), ' Bitte übernehmen ');
    await userEvent.click(again.getByRole('button', { name: 'Übermitteln' }));
    await waitFor(() => expect(again.getByRole('alert').textContent).toBe('Der Fall ist erreichbar.'));
    expect(caseReports.forwardToMunicipality).toHaveBeenLastCalledWith(41, { description: 'Bitte übernehmen' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
