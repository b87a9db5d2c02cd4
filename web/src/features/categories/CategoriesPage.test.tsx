import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@contracts/category.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({
  api: {
    categories: { list: vi.fn(), remove: vi.fn() },
    tags: { list: vi.fn(), remove: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { CategoriesPage } = await import('./CategoriesPage.js');
const { categories } = mocks.api;

const IN_USE = 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.';

const category = (id: number, name: string, assignee: string | null): Category => ({
  id,
  name,
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  initialAssigneeId: assignee ? 3 : null,
  initialAssignee: assignee ? { id: 3, fullname: assignee } : null,
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
});
const login = (rights: string[]) => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
};

beforeEach(() => {
  categories.list.mockResolvedValue(pageOf([category(1, 'Verkehrsflächen', 'Sven Sachs'), category(5, 'Abfall', null)]));
});

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('CategoriesPage', () => {
  it('lists name and responsible person, with the tenant column only with TENANT_INDEPENDENCE', async () => {
    login(['MANAGE_CATEGORIES']);
    render(<CategoriesPage />);
    await screen.findByText('Sven Sachs');
    expect(headers()).toEqual(['Name', 'Bearbeiter', 'Aktionen']);
    expect(screen.getByRole('link', { name: 'Neue Kategorie erstellen' }).getAttribute('href')).toBe('/create-category');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Abfall)' }).getAttribute('href')).toBe('/edit-category?categoryId=5');
    expect(categories.list).toHaveBeenCalledWith({ search: undefined, page: 0, size: 50 });
    cleanup();

    login(['MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    render(<CategoriesPage />);
    await screen.findByText('Sven Sachs');
    expect(headers()).toEqual(['Mandant', 'Name', 'Bearbeiter', 'Aktionen']);
  });

  it('deletes after the question "Kategorie löschen" and drops the row', async () => {
    login(['MANAGE_CATEGORIES']);
    categories.remove.mockResolvedValue({ message: 'Die Kategorie "Abfall" wurde gelöscht.' });
    const user = userEvent.setup();
    render(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Löschen (Abfall)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kategorie löschen' });
    expect(dialog.textContent).toContain('Möchten Sie die Kategorie „Abfall“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(categories.remove).toHaveBeenCalledWith(5);
    expect(screen.queryByText('Abfall')).toBeNull();
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Die Kategorie "Abfall" wurde gelöscht.' })]);
  });

  it('shows the server’s refusal as an error toast and closes the dialog', async () => {
    login(['MANAGE_CATEGORIES']);
    categories.remove.mockRejectedValue(new ApiError(409, 'CATEGORY_IN_USE', IN_USE));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Löschen (Verkehrsflächen)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: IN_USE })]);
    expect(screen.getByText('Verkehrsflächen')).toBeTruthy();
  });
});
