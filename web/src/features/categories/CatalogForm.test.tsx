import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Tag } from '@contracts/category.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { renderAt } from '../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: {
    categories: { ofTenant: vi.fn(), create: vi.fn(), update: vi.fn() },
    tags: { create: vi.fn(), update: vi.fn() },
    users: { ofTenant: vi.fn() },
    tenants: { list: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { CatalogForm } = await import('./CatalogForm.js');
const { categories, tags, users } = mocks.api;

const tenant = { id: 2, name: 'Musterstadt', designationMap: {} };
const abfall: Category = {
  id: 5,
  name: 'Abfall',
  tenantId: 2,
  tenant,
  initialAssigneeId: null,
  initialAssignee: null,
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
};

function renderForm(kind: 'category' | 'tag', saved: Category | Tag | null = null) {
  return renderAt(kind === 'tag' ? '/create-tag' : '/create-category', <CatalogForm kind={kind} saved={saved} />);
}

beforeEach(() => {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: ['MANAGE_CATEGORIES'] } as unknown as User;
  categories.ofTenant.mockResolvedValue([abfall]);
  users.ofTenant.mockResolvedValue({ content: [{ id: 4, fullname: 'Sven Sachs' }], totalPages: 1, totalElements: 1, page: 0, size: 50 });
});

describe('CatalogForm', () => {
  it('has no tenant field without TENANT_INDEPENDENCE and says there is no additional information', async () => {
    renderForm('category');
    expect(screen.getByRole('textbox', { name: /Kategoriename/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Mandant/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Verantwortlicher/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Zusatzinformationen' }).textContent).toContain(
      'Für diese Kategorie liegen keine Zusatzinformationen vor.',
    );
    await waitFor(() => expect(users.ofTenant).toHaveBeenCalledWith(2, '', 50));
  });

  it('creates a category and returns to the list', async () => {
    categories.create.mockResolvedValue(abfall);
    const user = userEvent.setup();
    const location = renderForm('category');
    await user.type(screen.getByRole('textbox', { name: /Kategoriename/ }), 'Abfall');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/categories'));
    expect(categories.create).toHaveBeenCalledWith({ name: 'Abfall', initialAssigneeId: null });
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Die Kategorie wurde angelegt.' })]);
  });

  it('shows the server’s message at the field it concerns', async () => {
    categories.create.mockRejectedValue(new ApiError(400, 'NAME_MISSING', 'Bitte geben Sie einen Namen für die Kategorie ein.'));
    const user = userEvent.setup();
    const location = renderForm('category');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie einen Namen für die Kategorie ein.');
    const name = screen.getByRole('textbox', { name: /Kategoriename/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(location.history).toEqual(['/create-category']);
  });

  it('needs a parent category for a subcategory, then saves it with the parent', async () => {
    tags.create.mockResolvedValue({});
    const user = userEvent.setup();
    const location = renderForm('tag');
    expect(screen.getByText('Für diese Unterkategorie ist keine Karte hinterlegt.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Unterkategoriename/ }), 'Sperrmüll');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte wählen Sie eine Kategorie aus.');
    expect(tags.create).not.toHaveBeenCalled();

    const parent = screen.getByRole('combobox', { name: /^Kategorie/ });
    await screen.findByRole('option', { name: 'Abfall' });
    await user.selectOptions(parent, 'Abfall');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/tags'));
    expect(categories.ofTenant).toHaveBeenCalledWith(2);
    expect(tags.create).toHaveBeenCalledWith({ name: 'Sperrmüll', categoryId: 5, initialAssigneeId: null });
  });
});
