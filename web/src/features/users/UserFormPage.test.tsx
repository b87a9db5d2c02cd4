import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Right } from '@contracts/catalog.js';
import type { Role } from '@contracts/role.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../components/toast.js';
import { currentUser } from '../../session/session.js';
import { json, stubApi } from '../../test-support/fetch-stub.js';
import { pageOf } from '../../test-support/pages.js';
import { makeUser } from '../../test-support/users.js';
import { UserFormPage } from './UserFormPage.js';

const MANAGER: Right[] = ['VIEW_USER', 'CREATE_USER'];
const INDEPENDENT: Right[] = [...MANAGER, 'TENANT_INDEPENDENCE'];

const tenantRef = { id: 2, name: 'Musterstadt', designationMap: {} };
const roles: Role[] = [
  { id: 4, name: 'Admin', rights: [], variableRights: [], tenantId: 2, admin: true },
  { id: 7, name: 'Sachbearbeitung', rights: [], variableRights: [], tenantId: 2, admin: false },
];
const ROLE_REFUSED = 'Sie können keine Rolle vergeben, die Rechte enthält, die Sie selbst nicht haben.';
const refusal = (message: string, code: string) => () => json({ message, code }, 403);
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

function stubForm(overrides: { user?: User; roles?: Role[]; create?: () => Response; update?: () => Response } = {}) {
  const user = overrides.user ?? sven;
  const tenantRoles = overrides.roles ?? roles;
  return stubApi([
    ['GET', /^\/api\/role\/tenant\/2$/, () => json(pageOf(tenantRoles))],
    ['GET', /^\/api\/role$/, () => json(tenantRoles)],
    ['GET', /^\/api\/category\/selectable$/, () => json([category(11, 'Verkehrsflächen'), category(12, 'Grünflächen')])],
    [
      'GET',
      /^\/api\/tag\/selectable$/,
      (call) =>
        json(
          [tag(21, 'Schlaglöcher', 11, 'Verkehrsflächen'), tag(22, 'Baumschnitt', 12, 'Grünflächen')].filter(
            (t) => !call.query.get('categoryIds') || call.query.get('categoryIds')!.split(',').includes(String(t.categoryId)),
          ),
        ),
    ],
    [
      'GET',
      /^\/api\/tenant$/,
      () =>
        json(
          pageOf([
            { ...tenantRef, city: null, zip: null, country: 'GERMANY', type: 'commune', population: null, modules: [], advertising: true },
          ]),
        ),
    ],
    ['GET', /^\/api\/user\/\d+\/assigned-categories$/, () => json([11])],
    ['GET', /^\/api\/user\/\d+\/assigned-tags$/, () => json([])],
    ['GET', /^\/api\/user\/\d+$/, () => json(user)],
    ['POST', /^\/api\/user$/, overrides.create ?? (() => json(makeUser([], { id: 42, fullname: 'Nina Neu' }), 201))],
    ['PUT', /^\/api\/user\/\d+\/assigned-(categories|tags)$/, (call) => json(call.body)],
    [
      'PUT',
      /^\/api\/user\/\d+\/send-password-reset$/,
      () => json({ message: 'Eine E-Mail zum Zurücksetzen des Passworts wurde an sachbearbeitung@musterstadt.example gesendet.' }),
    ],
    ['PUT', /^\/api\/user\/\d+$/, overrides.update ?? (() => json({ ...user, approved: true, status: true }))],
    ['DELETE', /^\/api\/user\/\d+$/, () => json({ message: 'Der Nutzer wurde gelöscht.' })],
  ]);
}

const actionsCard = () => screen.getByRole('region', { name: 'Aktionen' });

describe('UserFormPage', () => {
  describe('create mode', () => {
    beforeEach(() => window.history.replaceState(null, '', '/create-user'));

    it('requires e-mail, first and last name and links the message to the fields', async () => {
      const api = stubForm();
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
      expect(api.find('POST', '/api/user')).toEqual([]);
    });

    it('checks the e-mail format', async () => {
      const api = stubForm();
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
      expect(api.find('POST', '/api/user')).toEqual([]);
    });

    it('shows the server message of a refused save (409 duplicate e-mail) on the e-mail field', async () => {
      stubForm({ create: () => json({ message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.', code: 'ERROR_MAIL_TAKEN' }, 409) });
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
      stubForm();
      currentUser.value = makeUser(MANAGER);
      render(<UserFormPage />);
      expect(actionsCard().textContent).toContain('Der Nutzer muss zuerst gespeichert werden, damit Aktionen verfügbar sind.');
      expect(within(actionsCard()).queryByRole('button')).toBeNull();
    });

    it('without TENANT_INDEPENDENCE shows the own tenant read-only and the release status locked', async () => {
      stubForm();
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
      const api = stubForm();
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
      expect(api.find('POST', '/api/user')[0]!.body).toEqual({
        email: 'nina.neu@musterstadt.example',
        firstname: 'Nina',
        lastname: 'Neu',
        position: null,
        tenantId: 2,
        role: '7',
        status: false,
        active: true,
      });
      expect(api.find('PUT', '/api/user/42/assigned-categories')[0]!.body).toEqual([11]);
      expect(api.find('PUT', '/api/user/42/assigned-tags')[0]!.body).toEqual([21]);
      expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Benutzer wurde angelegt']);
    });

    it('keeps the created user open when the assignments fail, with the specified message', async () => {
      currentUser.value = makeUser(MANAGER);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = stubApi([
        ['GET', /^\/api\/role$/, () => json(roles)],
        ['GET', /^\/api\/category\/selectable$/, () => json([])],
        ['GET', /^\/api\/tag\/selectable$/, () => json([])],
        ['POST', /^\/api\/user$/, () => json(makeUser([], { id: 42 }), 201)],
        ['PUT', /^\/api\/user\/42\/assigned-(categories|tags)$/, () => json({ message: 'Ungültig', code: 'INVALID_ASSIGNMENT' }, 400)],
      ]);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.type(screen.getByLabelText('E-Mail'), 'nina.neu@musterstadt.example');
      await user.type(screen.getByLabelText('Vorname'), 'Nina');
      await user.type(screen.getByLabelText('Nachname'), 'Neu');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.search).toBe('?userId=42'));
      expect(failing.find('POST', '/api/user')).toHaveLength(1);
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
      const api = stubForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      expect(await screen.findByDisplayValue('sachbearbeitung@musterstadt.example')).toBeTruthy();
      expect(((await screen.findByRole('checkbox', { name: 'Verkehrsflächen' })) as HTMLInputElement).checked).toBe(true);
      expect(api.find('GET', '/api/category/selectable')[0]!.query.get('targetUserId')).toBe('5');
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
      expect(api.find('DELETE', '/api/user/5')).toHaveLength(1);
      expect(toasts.value.at(-1)?.text).toBe('Der Benutzer Sven Sachs wurde gelöscht');
    });

    it("warns that deleting the tenant's main account deletes all its users", async () => {
      stubForm({ user: { ...sven, tenant: { ...sven.tenant, mainAccount: 5 } } });
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
      const api = stubForm({ user: { ...sven, approved: false, status: false } });
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      await user.click(await screen.findByRole('button', { name: 'Konto freigeben' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Konto freigeben' })).toBeNull());
      expect(api.find('PUT', '/api/user/5')[0]!.body).toMatchObject({ status: true, email: sven.email });
      expect((screen.getByRole('radio', { name: 'Freigegeben' }) as HTMLInputElement).checked).toBe(true);
    });

    it('updates the user and leaves the release status out without TENANT_INDEPENDENCE', async () => {
      const api = stubForm();
      currentUser.value = makeUser(MANAGER);
      const user = userEvent.setup();
      render(<UserFormPage />);
      const position = await screen.findByLabelText('Position');
      await user.clear(position);
      await user.type(position, 'Bauhof');
      await screen.findByRole('option', { name: 'Sachbearbeitung' });
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(window.location.pathname).toBe('/users'));
      expect(api.find('PUT', '/api/user/5')[0]!.body).toEqual({
        email: 'sachbearbeitung@musterstadt.example',
        firstname: 'Sven',
        lastname: 'Sachs',
        position: 'Bauhof',
        tenantId: 2,
        role: '7',
        active: true,
      });
      expect(api.find('PUT', '/api/user/5/assigned-categories')[0]!.body).toEqual([11]);
      expect(toasts.value.map((toast) => toast.text)).toEqual(['Der Benutzer wurde aktualisiert']);
    });

    it("shows the server's refusal of a role (403) in the form and marks the role field", async () => {
      stubForm({ update: refusal(ROLE_REFUSED, 'ROLE_NOT_GRANTABLE') });
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
      stubForm({
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
      const api = stubForm();
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
      const body = api.find('PUT', '/api/user/5')[0]!.body;
      expect(body).toMatchObject({ role: '7' });
      expect(body).not.toHaveProperty('status');
    });

    it("shows the server's refusal of an approval as an error toast and keeps the account waiting", async () => {
      stubForm({ user: { ...sven, approved: false, status: false }, update: refusal(ROLE_REFUSED, 'ROLE_NOT_GRANTABLE') });
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
