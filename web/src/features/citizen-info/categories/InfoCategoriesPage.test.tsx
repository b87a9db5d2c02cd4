import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InfoCategory } from '@contracts/bis-category.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../../api/http.js';
import { toasts } from '../../../components/toast.js';

const mocks = vi.hoisted(() => ({ api: { infoCategories: { list: vi.fn(), remove: vi.fn() } } }));

vi.mock('../../../session/session.js', async () => (await import('../../../test-support/session-mock.js')).mockSession(mocks.api));
vi.mock('../icons/lazy.js', () => ({ LazyIconGlyph: ({ name }: { name: string }) => <svg data-icon={name} aria-hidden="true" /> }));

const { currentUser } = await import('../../../session/session.js');
const { InfoCategoriesPage } = await import('./InfoCategoriesPage.js');
const { infoCategories } = mocks.api;

const IN_USE = 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Bürgerinformationen zugeordnet sind.';

const category = (id: number, name: string, icon: string, flags: { editable: boolean; deletable: boolean }): InfoCategory => ({
  id,
  name,
  icon,
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
  ...flags,
});

function open(rights: string[]) {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
  infoCategories.list.mockResolvedValue({
    content: [
      category(1, 'Veranstaltungen', 'calendar', { editable: true, deletable: false }),
      category(2, 'Feste', 'party-popper', { editable: true, deletable: true }),
      category(3, 'Neuigkeiten', 'newspaper', { editable: false, deletable: false }),
    ],
    totalPages: 1,
    totalElements: 3,
    page: 0,
    size: 50,
  });
  render(<InfoCategoriesPage />);
}

describe('InfoCategoriesPage', () => {
  it('shows tenant, name with icon and the actions the row allows', async () => {
    open(['BIS_MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    await screen.findByText('Veranstaltungen');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Informationskategorieverwaltung');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mandant', 'Name', 'Aktionen']);
    expect(screen.getByRole('cell', { name: 'Feste' }).querySelector('svg')?.getAttribute('data-icon')).toBe('party-popper');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Veranstaltungen)' }).getAttribute('href')).toBe('/edit-bis-category?categoryId=1');
    expect(screen.queryByRole('button', { name: 'Löschen (Veranstaltungen)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Löschen (Feste)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bearbeiten (Neuigkeiten)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Neue Kategorie erstellen' }).getAttribute('href')).toBe('/create-bis-category');
  });

  it('shows the server’s refusal of a used category and keeps the row', async () => {
    open(['BIS_MANAGE_CATEGORIES']);
    infoCategories.remove.mockRejectedValue(new ApiError(409, 'CATEGORY_IN_USE', IN_USE));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen (Feste)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kategorie löschen' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: IN_USE })]);
    expect(screen.getByText('Feste')).toBeTruthy();
  });

  it('drops a deleted category', async () => {
    open(['BIS_MANAGE_CATEGORIES']);
    expect(screen.queryByRole('columnheader', { name: 'Mandant' })).toBeNull();
    infoCategories.remove.mockResolvedValue({ message: 'x' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen (Feste)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('Feste')).toBeNull());
    expect(infoCategories.remove).toHaveBeenCalledWith(2);
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Kategorie "Feste" wurde gelöscht.']);
  });
});
