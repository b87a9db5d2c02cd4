import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyListItem } from '@contracts/survey.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../components/toast.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({ api: { surveys: { list: vi.fn(), remove: vi.fn() } } }));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { SurveysPage } = await import('./SurveysPage.js');
const { surveys } = mocks.api;

const ROW = {
  id: 7,
  name: 'Neugestaltung des Marktplatzes',
  startDate: '2026-07-01T06:00:00.000Z',
  endDate: '2026-08-31T18:00:00.000Z',
  tenant: { id: 2, name: 'Musterstadt' },
} as SurveyListItem;
const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};

describe('SurveysPage', () => {
  it('lists name and period; the tenant column only with TENANT_INDEPENDENCE', async () => {
    login(['BIS_CREATE_SURVEYS']);
    surveys.list.mockResolvedValue(pageOf([ROW]));
    render(<SurveysPage />);
    const table = screen.getByRole('table', { name: 'Umfragen' });
    await within(table).findByText('Neugestaltung des Marktplatzes');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Zeitraum', 'Aktionen']);
    expect(within(table).getByText('2026.07.01 08:00 – 2026.08.31 20:00')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Bearbeiten (Neugestaltung des Marktplatzes)' }).getAttribute('href')).toBe(
      '/edit-survey?surveyId=7',
    );
    expect(screen.getByRole('link', { name: 'Neue Umfrage erstellen' }).getAttribute('href')).toBe('/create-survey');
    cleanup();

    login(['BIS_CREATE_SURVEYS', 'TENANT_INDEPENDENCE']);
    render(<SurveysPage />);
    const wide = screen.getByRole('table', { name: 'Umfragen' });
    await within(wide).findByText('Musterstadt');
    expect(
      within(wide)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Zeitraum', 'Mandant', 'Aktionen']);
  });

  it('says when there are no surveys, and when none matches the search', async () => {
    const { user } = fakeClock();
    login(['BIS_CREATE_SURVEYS']);
    surveys.list.mockResolvedValue(pageOf([]));
    render(<SurveysPage />);
    expect(await screen.findByText('Noch keine Umfragen erstellt')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Umfragen suchen' }), 'Markt');
    expect(await screen.findByText('Keine Umfrage passt zur Suche.')).toBeTruthy();
    // the text follows the search term at once; the request goes out from an effect after that render
    await waitFor(() => expect(surveys.list).toHaveBeenLastCalledWith({ search: 'Markt', page: 0, size: 50 }));
  });

  it('deletes a survey after asking in "Umfrage löschen"', async () => {
    const user = userEvent.setup();
    login(['BIS_CREATE_SURVEYS']);
    surveys.list.mockResolvedValueOnce(pageOf([ROW])).mockResolvedValue(pageOf([]));
    surveys.remove.mockResolvedValue({ message: 'Die Umfrage "Neugestaltung des Marktplatzes" wurde gelöscht.' });
    render(<SurveysPage />);
    await user.click(await screen.findByRole('button', { name: 'Löschen (Neugestaltung des Marktplatzes)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Umfrage löschen' });
    expect(dialog.textContent).toContain('Wollen Sie die Umfrage „Neugestaltung des Marktplatzes“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(surveys.remove).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Noch keine Umfragen erstellt')).toBeTruthy();
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Umfrage „Neugestaltung des Marktplatzes“ wurde gelöscht.']);
  });
});
