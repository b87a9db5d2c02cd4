import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Right } from '@contracts/catalog.js';
import type { Role } from '@contracts/role.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';
import { makeUser } from '../../test-support/users.js';

const mocks = vi.hoisted(() => ({
  api: {
    users: {
      get: vi.fn(),
      create: vi.fn(),
      update: vi.fn(),
      remove: vi.fn(),
      sendPasswordReset: vi.fn(),
      assignedCategories: vi.fn(),
      assignedTags: vi.fn(),
      setAssignedCategories: vi.fn(),
      setAssignedTags: vi.fn(),
    },
    roles: { list: vi.fn(), ofTenant: vi.fn() },
    categories: { selectable: vi.fn() },
    tags: { selectable: vi.fn() },
    tenants: { list: vi.fn() },
  },
}));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { UserFormPage } = await import('./UserFormPage.js');
const { users } = mocks.api;

const MANAGER: Right[] = ['VIEW_USER', 'CREATE_USER'];
const INDEPENDENT: Right[] = [...MANAGER, 'TENANT_INDEPENDENCE'];

const tenantRef = { id: 2, name: 'Musterstadt', designationMap: {} };
const roles: Role[] = [
  { id: 4, name: 'Admin', rights: [], variableRights: [], tenantId: 2, admin: true },
  { id: 7, name: 'Sachbearbeitung', rights: [], variableRights: [], tenantId: 2, admin: false },
];
const ROLE_REFUSED = 'Sie können keine Rolle vergeben, die Rechte enthält, die Sie selbst nicht haben.';
const refusal = (message: string, code: string) => new ApiError(403, code, message);
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const category = (id: number, name: string) => ({
  id,
  name,
  tenantId: 2,
  tenant: tenantRef,
  initialAssigneeId: null,
  initialAssignee: null,
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
});
const tag = (id: number, name: string, categoryId: number, categoryName: string) => ({
  ...category(id, name),
  categoryId,
  category: { id: categoryId, name: categoryName },
});

const sven = makeUser([], {
  id: 5,
  firstname: 'Sven',
  lastname: 'Sachs',
  fullname: 'Sven Sachs',
  email: 'sachbearbeitung@musterstadt.example',
  position: 'Sachbearbeitung',
  role: 7,
  allRoles: [{ id: 7, name: 'Sachbearbeitung' }],
});

/** The server of the form: `user` (Sven by default) to edit, the tenant's `roles`, categories and subcategories. */
function fakeForm(overrides: { user?: User; roles?: Role[] } = {}) {
  const user = overrides.user ?? sven;
  const tenantRoles = overrides.roles ?? roles;
  mocks.api.roles.ofTenant.mockResolvedValue(pageOf(tenantRoles));
  mocks.api.roles.list.mockResolvedValue(tenantRoles);
  mocks.api.categories.selectable.mockResolvedValue([category(11, 'Verkehrsflächen'), category(12, 'Grünflächen')]);
  mocks.api.tags.selectable.mockImplementation(async ({ categoryIds }: { categoryIds?: number[] }) =>
    [tag(21, 'Schlaglöcher', 11, 'Verkehrsflächen'), tag(22, 'Baumschnitt', 12, 'Grünflächen')].filter(
      (t) => !categoryIds?.length || categoryIds.includes(t.categoryId),
    ),
  );
  mocks.api.tenants.list.mockResolvedValue(
    pageOf([
      { ...tenantRef, city: null, zip: null, country: 'GERMANY', type: 'commune', population: null, modules: [], advertising: true },
    ]),
  );
  users.assignedCategories.mockResolvedValue([11]);
  users.assignedTags.mockResolvedValue([]);
  users.get.mockResolvedValue(user);
  users.create.mockResolvedValue(makeUser([], { id: 42, fullname: 'Nina Neu' }));
  users.setAssignedCategories.mockImplementation(async (_id: number, ids: number[]) => ids);
  users.setAssignedTags.mockImplementation(async (_id: number, ids: number[]) => ids);
  users.sendPasswordReset.mockResolvedValue({
    message: 'Eine E-Mail zum Zurücksetzen des Passworts wurde an sachbearbeitung@musterstadt.example gesendet.',
  });
  users.update.mockResolvedValue({ ...user, approved: true, status: true });
  users.remove.mockResolvedValue({ message: 'Der Nutzer wurde gelöscht.' });
}

const actionsCard = () => screen.getByRole('region', { name: 'Aktionen' });

describe('UserFormPage', () => {
  describe('create mode', () => {
    beforeEach(() => window.history.replaceState(null, '', '/create-user'));

    it('requires e-mail, first and last name and links the message to the fields', async () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('Bitte füllen Sie alle Felder aus.');
      for (const label of ['E-Mail', 'Vorname', 'Nachname']) {
        const field = screen.getByLabelText(label);
        expect(field.getAttribute('aria-invalid')).toBe('true');
        expect(field.getAttribute('aria-describedby')).toContain(alert.id);
      }
      expect(screen.getByLabelText('Position').getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(screen.getByLabelText('E-Mail'));
      expect(users.create).not.toHaveBeenCalled();
    });

    it('checks the e-mail format', async () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.type(screen.getByLabelText('E-Mail'), 'nina.neu@musterstadt');
      await user.type(screen.getByLabelText('Vorname'), 'Nina');
      await user.type(screen.getByLabelText('Nachname'), 'Neu');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
      expect(screen.getByLabelText('E-Mail').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Vorname').getAttribute('aria-invalid')).toBeNull();
      expect(users.create).not.toHaveBeenCalled();
    });

    it('shows the server message of a refused save (409 duplicate e-mail) on the e-mail field', async () => {
      fakeForm();
      users.create.mockRejectedValue(new ApiError(409, 'ERROR_MAIL_TAKEN', 'Für diese E-Mail-Adresse besteht bereits ein Konto.'));
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.type(screen.getByLabelText('E-Mail'), 'admin@musterstadt.example');
      await user.type(screen.getByLabelText('Vorname'), 'Anna');
      await user.type(screen.getByLabelText('Nachname'), 'Albrecht');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Für diese E-Mail-Adresse besteht bereits ein Konto.'));
      expect(screen.getByLabelText('E-Mail').getAttribute('aria-invalid')).toBe('true');
      expect(window.location.pathname).toBe('/create-user');
    });

    it('before the first save the actions card only explains why there are no actions', () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      render(<UserFormPage />);
      expect(actionsCard().textContent).toContain('Der Nutzer muss zuerst gespeichert werden, damit Aktionen verfügbar sind.');
      expect(within(actionsCard()).queryByRole('button')).toBeNull();
    });

    it('without TENANT_INDEPENDENCE shows the own tenant read-only and the release status locked', async () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      render(<UserFormPage />);
      const tenant = screen.getByLabelText('Mandant') as HTMLInputElement;
      expect(tenant.readOnly).toBe(true);
      expect(tenant.value).toBe('Musterstadt');
      expect(screen.queryByRole('combobox', { name: 'Mandant' })).toBeNull();
      const released = screen.getByRole('radio', { name: 'Freigegeben' }) as HTMLInputElement;
      expect(released.checked).toBe(true);
      expect(released.closest('fieldset')?.disabled).toBe(true);
      expect(released.closest('fieldset')?.textContent).toContain(
        'Den Freigabestatus können nur Nutzer mit Mandantenunabhängigkeit ändern.',
      );
      await screen.findByRole('option', { name: 'Sachbearbeitung' });
    });

    it('creates the user with tenant, role and assignments, then goes to /users with the toast', async () => {
      fakeForm();
      currentUser.value = makeUser(INDEPENDENT);
      const user = userEvent.setup();
      render(<UserFormPage />);
      expect((screen.getByRole('combobox', { name: 'Mandant' }) as HTMLInputElement).value).toBe('Musterstadt');
      await user.type(screen.getByLabelText('E-Mail'), ' nina.neu@musterstadt.example ');
      await user.type(screen.getByLabelText('Vorname'), 'Nina');
      await user.type(screen.getByLabelText('Nachname'), 'Neu');
      await user.selectOptions(await screen.findByLabelText('Rolle'), await screen.findByRole('option', { name: 'Sachbearbeitung' }));
      await user.click(screen.getByRole('radio', { name: 'Gesperrt' }));
      await user.click(await screen.findByRole('checkbox', { name: 'Verkehrsflächen' }));
      // the subcategories follow the chosen categories
      await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Baumschnitt (Grünflächen)' })).toBeNull());
      await user.click(screen.getByRole('checkbox', { name: 'Schlaglöcher (Verkehrsflächen)' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(users.create).toHaveBeenCalledExactlyOnceWith({
        email: 'nina.neu@musterstadt.example',
        firstname: 'Nina',
        lastname: 'Neu',
        position: null,
        tenantId: 2,
        role: '7',
        status: false,
        active: true,
      });
      expect(users.setAssignedCategories).toHaveBeenCalledExactlyOnceWith(42, [11]);
      expect(users.setAssignedTags).toHaveBeenCalledExactlyOnceWith(42, [21]);
      expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Benutzer wurde angelegt']);
    });

    it('keeps the created user open when the assignments fail, with the specified message', async () => {
      currentUser.value = makeUser(MANAGER);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mocks.api.roles.list.mockResolvedValue(roles);
      mocks.api.categories.selectable.mockResolvedValue([]);
      mocks.api.tags.selectable.mockResolvedValue([]);
      users.create.mockResolvedValue(makeUser([], { id: 42 }));
      const invalid = new ApiError(400, 'INVALID_ASSIGNMENT', 'Ungültig');
      users.setAssignedCategories.mockRejectedValue(invalid);
      users.setAssignedTags.mockRejectedValue(invalid);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.type(screen.getByLabelText('E-Mail'), 'nina.neu@musterstadt.example');
      await user.type(screen.getByLabelText('Vorname'), 'Nina');
      await user.type(screen.getByLabelText('Nachname'), 'Neu');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.search).toBe('?userId=42'));
      expect(users.create).toHaveBeenCalledOnce();
      expect(toasts.value.map((toast) => [toast.kind, toast.text])).toEqual([
        ['success', 'Der Benutzer wurde angelegt'],
        ['error', 'Die zugewiesenen Kategorien konnten nicht aktualisiert werden.'],
      ]);
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
    });
  });

  describe('edit mode', () => {
    beforeEach(() => window.history.replaceState(null, '', '/edit-user?userId=5'));

    it('loads the user and its assignments and offers reset password and delete', async () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      expect(await screen.findByDisplayValue('sachbearbeitung@musterstadt.example')).toBeTruthy();
      expect(((await screen.findByRole('checkbox', { name: 'Verkehrsflächen' })) as HTMLInputElement).checked).toBe(true);
      expect(mocks.api.categories.selectable.mock.calls[0]![0]).toMatchObject({ targetUserId: 5 });
      expect(actionsCard().textContent).not.toContain('zuerst gespeichert');

      await user.click(within(actionsCard()).getByRole('button', { name: 'Passwort zurücksetzen' }));
      await waitFor(() =>
        expect(toasts.value.map((toast) => toast.text)).toEqual([
          'Eine E-Mail zum Zurücksetzen des Passworts wurde an sachbearbeitung@musterstadt.example gesendet.',
        ]),
      );

      await user.click(within(actionsCard()).getByRole('button', { name: 'Nutzer löschen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Nutzer löschen' });
      expect(dialog.textContent).toContain('Möchten Sie den Nutzer Sven Sachs wirklich löschen?');
      expect(dialog.textContent).not.toContain('Hauptkonto');
      await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(users.remove).toHaveBeenCalledExactlyOnceWith(5);
      expect(toasts.value.at(-1)?.text).toBe('Der Benutzer Sven Sachs wurde gelöscht');
    });

    it("warns that deleting the tenant's main account deletes all its users", async () => {
      fakeForm({ user: { ...sven, tenant: { ...sven.tenant, mainAccount: 5 } } });
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.click(await screen.findByRole('button', { name: 'Nutzer löschen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Nutzer löschen' });
      expect(dialog.textContent).toContain(
        'Sven Sachs ist das Hauptkonto des Mandanten Musterstadt. Beim Löschen werden auch alle anderen Nutzer dieses Mandanten gelöscht.',
      );
    });

    it('approves a waiting account with "Konto freigeben"', async () => {
      fakeForm({ user: { ...sven, approved: false, status: false } });
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.click(await screen.findByRole('button', { name: 'Konto freigeben' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Konto freigeben' })).toBeNull());
      expect(users.update).toHaveBeenCalledExactlyOnceWith(5, expect.objectContaining({ status: true, email: sven.email }));
      expect((screen.getByRole('radio', { name: 'Freigegeben' }) as HTMLInputElement).checked).toBe(true);
    });

    it('updates the user and leaves the release status out without TENANT_INDEPENDENCE', async () => {
      fakeForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      const position = await screen.findByLabelText('Position');
      await user.clear(position);
      await user.type(position, 'Bauhof');
      await screen.findByRole('option', { name: 'Sachbearbeitung' });
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(users.update).toHaveBeenCalledExactlyOnceWith(5, {
        email: 'sachbearbeitung@musterstadt.example',
        firstname: 'Sven',
        lastname: 'Sachs',
        position: 'Bauhof',
        tenantId: 2,
        role: '7',
        active: true,
      });
      expect(users.setAssignedCategories).toHaveBeenCalledExactlyOnceWith(5, [11]);
      expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Benutzer wurde aktualisiert']);
    });

    it("shows the server's refusal of a role (403) in the form and marks the role field", async () => {
      fakeForm();
      users.update.mockRejectedValue(refusal(ROLE_REFUSED, 'ROLE_NOT_GRANTABLE'));
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.selectOptions(await screen.findByLabelText('Rolle'), await screen.findByRole('option', { name: 'Admin' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ROLE_REFUSED));
      expect(screen.getByLabelText('Rolle').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('E-Mail').getAttribute('aria-invalid')).toBeNull();
      expect(window.location.pathname).toBe('/edit-user');
      expect(toasts.value).toEqual([]);
    });

    it('offers only the roles whose rights the caller holds, and the role the user has', async () => {
      fakeForm({
        roles: [
          { ...roles[0]!, rights: ['VIEW_USER', 'CREATE_USER', 'MANAGE_ROLES'] },
          { ...roles[1]!, rights: ['VIEW_CASES'] },
          { id: 8, name: 'Personal', rights: ['VIEW_USER'], variableRights: [], tenantId: 2, admin: false },
          { id: 9, name: 'Redaktion', rights: [], variableRights: [31], tenantId: 2, admin: false },
        ],
      });
      currentUser.value = makeUser(MANAGER);
      render(<UserFormPage />);
      await screen.findByRole('option', { name: 'Personal' });
      expect(optionNames(screen.getByLabelText('Rolle'))).toEqual(['Keine Rolle', 'Sachbearbeitung', 'Personal']);
    });

    it('locks the own role and release status, with the reason, and sends them back unchanged', async () => {
      fakeForm();
      currentUser.value = makeUser(INDEPENDENT, { id: 5, role: 7 });
      const user = userEvent.setup();
      render(<UserFormPage />);
      const role = (await screen.findByLabelText('Rolle')) as HTMLSelectElement;
      expect(role.disabled).toBe(true);
      expect(role.getAttribute('aria-describedby')).toBe(screen.getByText('Ihre eigene Rolle können Sie nicht ändern.').id);
      const released = screen.getByRole('radio', { name: 'Freigegeben' }) as HTMLInputElement;
      expect(released.closest('fieldset')?.disabled).toBe(true);
      expect(released.closest('fieldset')?.textContent).toContain('Ihren eigenen Freigabestatus können Sie nicht ändern.');
      await screen.findByRole('option', { name: 'Sachbearbeitung' });
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(users.update).toHaveBeenCalledOnce();
      const [id, body] = users.update.mock.calls[0] as [number, object];
      expect(id).toBe(5);
      expect(body).toMatchObject({ role: '7' });
      expect(body).not.toHaveProperty('status');
    });

    it("shows the server's refusal of an approval as an error toast and keeps the account waiting", async () => {
      fakeForm({ user: { ...sven, approved: false, status: false } });
      users.update.mockRejectedValue(refusal(ROLE_REFUSED, 'ROLE_NOT_GRANTABLE'));
      currentUser.value = makeUser(MANAGER);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.click(await screen.findByRole('button', { name: 'Konto freigeben' }));
      await waitFor(() => expect(toasts.value.map((toast) => [toast.kind, toast.text])).toEqual([['error', ROLE_REFUSED]]));
      expect(screen.getByRole('button', { name: 'Konto freigeben' })).toBeTruthy();
      logged.mockRestore();
    });
  });
});
