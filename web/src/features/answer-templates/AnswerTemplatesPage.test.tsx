import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerTemplate } from '@contracts/answer-template.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../components/toast.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({ api: { answerTemplates: { list: vi.fn(), remove: vi.fn() } } }));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { AnswerTemplatesPage } = await import('./AnswerTemplatesPage.js');
const { answerTemplates } = mocks.api;

const template = (id: number, name: string, text: string): AnswerTemplate => ({
  id,
  name,
  text,
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
});
const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

beforeEach(() => {
  answerTemplates.list.mockResolvedValue(
    pageOf([
      template(1, 'Eingangsbestätigung', 'Vielen Dank für Ihre Meldung {fallnummer}.'),
      template(4, 'Mangel behoben', 'Der Mangel wurde behoben.'),
    ]),
  );
});

describe('AnswerTemplatesPage', () => {
  it('lists name and text, with the tenant column only with TENANT_INDEPENDENCE', async () => {
    login(['MANAGE_CATEGORIES']);
    render(<AnswerTemplatesPage />);
    await screen.findByText('Vielen Dank für Ihre Meldung {fallnummer}.');
    expect(screen.getByRole('heading', { level: 1, name: 'Textbausteine' })).toBeTruthy();
    expect(headers()).toEqual(['Name', 'Text', 'Aktionen']);
    expect(screen.getByRole('link', { name: 'Neuen Textbaustein erstellen' }).getAttribute('href')).toBe('/create-answer-template');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Mangel behoben)' }).getAttribute('href')).toBe(
      '/edit-answer-template?templateId=4',
    );
    expect(answerTemplates.list).toHaveBeenCalledWith({ search: undefined, page: 0, size: 50 });
    cleanup();

    login(['MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    render(<AnswerTemplatesPage />);
    await screen.findByText('Der Mangel wurde behoben.');
    expect(headers()).toEqual(['Mandant', 'Name', 'Text', 'Aktionen']);
  });

  it('searches name and text on the server', async () => {
    login(['MANAGE_CATEGORIES']);
    const { user } = fakeClock();
    render(<AnswerTemplatesPage />);
    await screen.findByText('Der Mangel wurde behoben.');
    answerTemplates.list.mockResolvedValue(pageOf([]));
    await user.type(screen.getByRole('searchbox', { name: 'Textbausteine suchen' }), 'Bauhof');
    await waitFor(() => expect(answerTemplates.list).toHaveBeenLastCalledWith({ search: 'Bauhof', page: 0, size: 50 }));
    expect(await screen.findByText('Keine Textbausteine gefunden.')).toBeTruthy();
  });

  it('deletes after the question "Textbaustein löschen" and drops the row', async () => {
    login(['MANAGE_CATEGORIES']);
    answerTemplates.remove.mockResolvedValue({ message: 'Der Textbaustein "Mangel behoben" wurde gelöscht.' });
    const user = userEvent.setup();
    render(<AnswerTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Löschen (Mangel behoben)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Textbaustein löschen' });
    expect(dialog.textContent).toContain('Möchten Sie den Textbaustein „Mangel behoben“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(answerTemplates.remove).toHaveBeenCalledWith(4);
    expect(screen.queryByText('Mangel behoben')).toBeNull();
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Der Textbaustein "Mangel behoben" wurde gelöscht.' })]);
  });
});
