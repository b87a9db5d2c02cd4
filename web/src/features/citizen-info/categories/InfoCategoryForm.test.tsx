import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InfoCategory } from '@contracts/bis-category.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../../components/toast.js';
import { renderAt } from '../../../test-support/router.js';

const mocks = vi.hoisted(() => ({
  api: { infoCategories: { create: vi.fn(), update: vi.fn() }, tenants: { list: vi.fn() } },
}));

vi.mock('../../../session/session.js', async () => (await import('../../../test-support/session-mock.js')).mockSession(mocks.api));

// A few icons stand in for the whole set (icon-set.test.ts covers the real one), so typing stays quick.
vi.mock('../icons/icon-set.js', () => ({
  ICONS: ['calendar', 'calendar-days', 'megaphone', 'party-popper', 'trees'].map((name) => ({
    name,
    aliases: [],
    node: { name, node: [['circle', { cx: '12', cy: '12', r: '10', key: name }]] },
  })),
}));

const { currentUser } = await import('../../../session/session.js');
const { InfoCategoryForm } = await import('./InfoCategoryForm.js');
// loaded ahead, so the lazy picker appears at once
await import('../icons/IconPicker.js');
const { infoCategories } = mocks.api;

const saved: InfoCategory = {
  id: 5,
  name: 'Veranstaltungen',
  icon: 'calendar',
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  editable: true,
  deletable: false,
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
};

function renderForm(category: InfoCategory | null, rights: string[]) {
  currentUser.value = { id: 3, tenantId: 2, tenantName: 'Musterstadt', allRights: rights } as unknown as User;
  return renderAt(
    category ? `/edit-bis-category?categoryId=${category.id}` : '/create-bis-category',
    <InfoCategoryForm saved={category} />,
  );
}

describe('InfoCategoryForm', () => {
  it('needs a name and an icon, chosen from the searchable set, and stores its kebab-case name', async () => {
    infoCategories.create.mockResolvedValue(saved);
    const user = userEvent.setup();
    const location = renderForm(null, ['BIS_MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    const search = await screen.findByRole('searchbox', { name: 'Symbol suchen (englisch)' });
    const save = screen.getByRole('button', { name: 'Speichern' });

    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie einen Namen für die Kategorie ein.');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Feste');
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie ein Symbol aus.');
    expect(document.activeElement).toBe(search);

    await user.type(search, 'party popper');
    const group = screen.getByRole('radiogroup', { name: 'Symbole' });
    const radio = within(group).getByRole('radio', { name: 'party popper' });
    await user.click(radio);
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Gewähltes Symbol: party popper')).toBeTruthy();
    // the chosen icon stays in the grid whatever the search
    await user.clear(search);
    await user.type(search, 'calendar');
    expect((within(group).getByRole('radio', { name: 'party popper' }) as HTMLInputElement).checked).toBe(true);
    within(group).getByRole('radio', { name: 'calendar days' });

    expect(screen.getByRole('combobox', { name: /^Mandant/ })).toBeTruthy();
    await user.click(save);
    expect(infoCategories.create).toHaveBeenCalledWith({ name: 'Feste', icon: 'party-popper', tenantId: 2 });
    expect(location.history.at(-1)).toBe('/buergerinfo-categories');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Kategorie wurde angelegt.']);
  });

  it('edits name and icon; the tenant of a saved category only shows', async () => {
    infoCategories.update.mockResolvedValue(saved);
    const user = userEvent.setup();
    renderForm(saved, ['BIS_MANAGE_CATEGORIES', 'TENANT_INDEPENDENCE']);
    const group = await screen.findByRole('radiogroup', { name: 'Symbole' });
    expect((within(group).getByRole('radio', { name: 'calendar' }) as HTMLInputElement).checked).toBe(true);
    const tenant = screen.getByRole('textbox', { name: /^Mandant/ }) as HTMLInputElement;
    expect(tenant.readOnly).toBe(true);
    expect(tenant.value).toBe('Musterstadt');
    // arrow keys move the choice, as in any radio group
    within(group).getByRole('radio', { name: 'calendar' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const [id, body] = infoCategories.update.mock.calls[0]!;
    expect(id).toBe(5);
    expect(body.name).toBe('Veranstaltungen');
    expect(body.icon).toBe('calendar-days');
    expect(toasts.value.map((toast) => toast.text)).toEqual(['Die Kategorie wurde aktualisiert.']);
  });

  it('picks no tenant without TENANT_INDEPENDENCE and sends none', async () => {
    infoCategories.create.mockResolvedValue(saved);
    const user = userEvent.setup();
    renderForm(null, ['BIS_MANAGE_CATEGORIES']);
    await user.type(await screen.findByRole('searchbox', { name: 'Symbol suchen (englisch)' }), 'megaphone');
    await user.click(screen.getByRole('radio', { name: 'megaphone' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bekanntmachungen');
    expect(screen.queryByRole('combobox', { name: /^Mandant/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(infoCategories.create).toHaveBeenCalledWith({ name: 'Bekanntmachungen', icon: 'megaphone' });
  });
});
