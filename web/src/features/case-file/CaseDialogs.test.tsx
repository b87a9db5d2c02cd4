import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test-support/fetch-stub.js';
import { PdfSummaryDialog } from './PdfSummaryDialog.js';
import { ProtocolDialog } from './ProtocolDialog.js';
import { ReachabilityDialog } from './ReachabilityDialog.js';
import { makeCase } from './test-helpers.js';

const LINK = 'https://files.example.org/summary-41.pdf?signature=abc';

describe('the loading dialogs of the case file', () => {
  it('Protokoll lists the entries, with System for changes without a user', async () => {
    stubFetch({
      'GET /api/case/41/protocol': () =>
        json([
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
        ]),
    });
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Protokoll' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026.04.18 10:00 · SystemFall erstellt', '2026.04.19 10:00 · Anna AlbrechtNotiz hinzugefügt']);
  });

  it('Protokoll says when there are no entries, and when they could not be loaded', async () => {
    stubFetch({ 'GET /api/case/41/protocol': () => json([]) });
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(await screen.findByText('Für diesen Fall sind keine Einträge vorhanden.')).toBeTruthy();
    cleanup();
    stubFetch({ 'GET /api/case/41/protocol': () => json({ message: 'Der Fall wurde nicht gefunden.', code: 'NOT_FOUND' }, 404) });
    render(<ProtocolDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(await screen.findByText('Das Protokoll konnte nicht geladen werden.')).toBeTruthy();
  });

  it('Erreichbarkeit prüfen announces an unreachable case and offers to forward it', async () => {
    stubFetch({ 'GET /api/case/reachable': () => json({ reachable: false, tenant: null, forwardAddress: null, forwardedAt: null }) });
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
    stubFetch({ 'GET /api/case/41/pdf-summary': () => json({ link: LINK }) });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Die PDF-Zusammenfassung wird erstellt …' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die PDF-Zusammenfassung wurde in einem neuen Tab geöffnet.'));
    expect(open).toHaveBeenCalledExactlyOnceWith(LINK, '_blank');
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('link', { name: /PDF-Zusammenfassung öffnen/ }).getAttribute('href')).toBe(LINK);
  });

  it('PDF-Zusammenfassung says it is ready when the browser blocks the tab, and shows the server message of a failure', async () => {
    stubFetch({ 'GET /api/case/41/pdf-summary': () => json({ link: LINK }) });
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die PDF-Zusammenfassung ist fertig.'));
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/case/41/pdf-summary': () => json({ message: 'Der Fall wurde nicht gefunden.', code: 'NOT_FOUND' }, 404) });
    render(<PdfSummaryDialog caseFile={makeCase()} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Der Fall wurde nicht gefunden.'));
  });
});
