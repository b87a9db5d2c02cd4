import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InfoListItem } from '@contracts/info.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../../components/toast.js';
import { pageOf } from '../../../test-support/pages.js';

const mocks = vi.hoisted(() => ({ api: { infos: { list: vi.fn(), remove: vi.fn() } } }));

vi.mock('../../../session/session.js', async () => (await import('../../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../../session/session.js');
const { InfosPage } = await import('./InfosPage.js');
const { infos } = mocks.api;

const item = (
  id: number,
  headline: string,
  status: InfoListItem['status'],
  flags: { editable: boolean; deletable: boolean },
): InfoListItem => ({
  id,
  headline,
  type: 'EVENT',
  status,
  categoryId: 11,
  category: { id: 11, name: 'Veranstaltungen', icon: 'calendar' },
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  createdAt: '2026-05-01T08:00:00.000Z',
  createdAtDateFormatted: '2026.05.01',
  editedAt: null,
  createdBy: { firstname: 'Sven', lastname: 'Sachs' },
  editedBy: { firstname: 'Anna', lastname: 'Albrecht' },
  ...flags,
});

const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};

describe('InfosPage', () => {
  it('lists the items newest first with status badges and the row’s own actions', async () => {
    login(['BIS_MANAGE_INFORMATION', 'TENANT_INDEPENDENCE']);
    infos.list.mockResolvedValue(
      pageOf([
        item(3, 'Stadtfest', 'PUBLISHED', { editable: true, deletable: true }),
        item(2, 'Baustelle', 'IN_REVIEW', { editable: true, deletable: false }),
        item(1, 'Konzert', 'DRAFT', { editable: false, deletable: false }),
      ]),
    );
    render(<InfosPage />);
    await screen.findByText('Stadtfest');
    expect(infos.list).toHaveBeenCalledWith({ search: undefined, page: 0, size: 50, sort: 'id', order: 'DESC' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mandant',
      'Name',
      'Typ',
      'Kategorie',
      'Status',
      'Datum',
      'Zuletzt bearbeitet von',
      'Aktionen',
    ]);
    const cells = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');
    expect(
      cells('Stadtfest')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Musterstadt', 'Stadtfest', 'Veranstaltung', 'Veranstaltungen', 'Veröffentlicht', '2026.05.01', 'Anna Albrecht']);
    expect(screen.getByText('Veröffentlicht').className).toContain('state-badge--primary');
    expect(screen.getByText('In Überprüfung').className).toContain('state-badge--secondary');
    expect(screen.getByText('Entwurf').className).toContain('state-badge--info');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Stadtfest)' }).getAttribute('href')).toBe('/edit-buergerinfo?infoId=3');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Baustelle)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen (Baustelle)' })).toBeNull();
    expect(within(cells('Konzert')[7]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Neue Bürgerinformation erstellen' }).getAttribute('href')).toBe('/create-buergerinfo');
  });

  it('says so when there is nothing, and hides the tenant without TENANT_INDEPENDENCE', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infos.list.mockResolvedValue(pageOf([]));
    render(<InfosPage />);
    await screen.findByText('Noch keine Bürgerinformationen erstellt');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)[0]).toBe('Name');
  });

  it('deletes after asking and names the item in the message', async () => {
    login(['BIS_MANAGE_INFORMATION']);
    infos.list.mockResolvedValue(pageOf([item(3, 'Stadtfest', 'PUBLISHED', { editable: true, deletable: true })]));
    infos.remove.mockResolvedValue({ message: 'x' });
    const user = userEvent.setup();
    render(<InfosPage />);
    await user.click(await screen.findByRole('button', { name: 'Löschen (Stadtfest)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bürgerinformation löschen' });
    expect(dialog.textContent).toContain('Möchten Sie die Bürgerinformation „Stadtfest“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(infos.remove).toHaveBeenCalledWith(3);
    expect(screen.queryByText('Stadtfest')).toBeNull();
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Bürgerinformation "Stadtfest" wurde gelöscht']);
  });
});
