import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import type { Role, VariableRight } from '@contracts/role.js';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { toasts } from '../../components/toast.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({
  api: {
    platform: { rights: vi.fn() },
    roles: {
      list: vi.fn(),
      ofTenant: vi.fn(),
      create: vi.fn(),
      rename: vi.fn(),
      remove: vi.fn(),
      toggleRight: vi.fn(),
      toggleVariableRight: vi.fn(),
      variableRights: vi.fn(),
    },
    tenants: { list: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { RolesPage } = await import('./RolesPage.js');
const { roles: rolesApi } = mocks.api;

const page = <T,>(content: T[]) => pageOf(content, { size: content.length });

const admin: Role = { id: 4, name: 'Admin', rights: [...RIGHTS], variableRights: [], tenantId: 2, admin: true };
const clerk: Role = { id: 5, name: 'Sachbearbeitung', rights: ['VIEW_CASES'], variableRights: [], tenantId: 2, admin: false };

function user(rights: string[], modules = ['MAENGELMELDER', 'BUERGERINFO'], variableRights: number[] = []): User {
  return {
    id: 3,
    tenantId: 2,
    tenantName: 'Musterstadt',
    tenant: { id: 2, name: 'Musterstadt', image: null, modules, mainAccount: 3, commune: true },
    superAdmin: false,
    allRights: rights,
    allVariableRights: variableRights.map((id) => ({ id, basicRight: 'BASIC_RIGHT_EDIT', bisCategoryId: 11 })),
  } as unknown as User;
}

/** A promise the test settles when it wants to look at the state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const toastTexts = () => toasts.value.map((toast) => `${toast.kind}: ${toast.text}`);

function showMatrixOf(me: User, variableRights: VariableRight[] = []) {
  currentUser.value = me;
  mocks.api.platform.rights.mockResolvedValue([...RIGHTS]);
  rolesApi.list.mockResolvedValue([admin, clerk]);
  rolesApi.ofTenant.mockResolvedValue(page([admin, clerk]));
  rolesApi.variableRights.mockResolvedValue(page(variableRights));
  render(<RolesPage />);
  return screen.findByRole('heading', { level: 2, name: 'Management' });
}

/** The default caller holds every right of the clerk's role, so may change it. */
const open = (
  rights = ['MANAGE_ROLES', 'VIEW_USER', 'VIEW_CASES'],
  variableRights: VariableRight[] = [],
  modules?: string[],
  heldVariableRights: number[] = [],
) => showMatrixOf(user(rights, modules, heldVariableRights), variableRights);

describe('RolesPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a table per group with role columns and right rows, Admin locked', async () => {
    await open();
    expect(rolesApi.list).toHaveBeenCalled();
    expect(rolesApi.ofTenant).not.toHaveBeenCalled();
    expect(rolesApi.variableRights).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Rollen',
      'Mängelmelder',
      'Bürgerinformationssystem',
      'Management',
    ]);
    const management = screen.getByRole('table', { name: 'Management' });
    expect(
      within(management)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Recht', 'Admin', 'Sachbearbeitung']);
    expect(within(management).getByRole('rowheader', { name: 'Nutzer ansehen' })).toBeTruthy();
    expect(screen.getByText('Noch keine Informationskategorien angelegt.')).toBeTruthy();

    const locked = checkbox('Nutzer ansehen für Admin');
    expect([locked.checked, locked.disabled]).toEqual([true, true]);
    expect(locked.getAttribute('aria-describedby')).toBe(screen.getByText(/^Die Rolle Admin hat immer alle Rechte/).id);
    expect([checkbox('Nutzer ansehen für Sachbearbeitung').checked, checkbox('Fälle ansehen für Sachbearbeitung').checked]).toEqual([
      false,
      true,
    ]);
    expect(screen.getByRole('region', { name: 'Rechtetabelle Management' }).tabIndex).toBe(0);

    const roleList = screen.getByRole('list', { name: 'Rollen' });
    const [adminItem, clerkItem] = within(roleList).getAllByRole('listitem');
    expect(within(adminItem!).queryAllByRole('button')).toEqual([]);
    expect(
      within(clerkItem!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bearbeiten', 'Löschen']);
  });

  it('leaves out the citizen-information group for a tenant without BUERGERINFO', async () => {
    await open(undefined, [], ['MAENGELMELDER']);
    expect(screen.queryByRole('heading', { name: 'Bürgerinformationssystem' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Bürgerinformationen verwalten für Sachbearbeitung' })).toBeNull();
  });

  it('ticks a right at once, then keeps what the server answers and confirms it', async () => {
    await open();
    const call = deferred<Role>();
    rolesApi.toggleRight.mockReturnValue(call.promise);
    await userEvent.click(checkbox('Nutzer ansehen für Sachbearbeitung'));
    expect(rolesApi.toggleRight).toHaveBeenCalledWith(5, 'VIEW_USER');
    expect(checkbox('Nutzer ansehen für Sachbearbeitung').checked).toBe(true);

    // a second click while the request runs is ignored, so requests cannot cross
    await userEvent.click(checkbox('Nutzer ansehen für Sachbearbeitung'));
    expect(rolesApi.toggleRight).toHaveBeenCalledTimes(1);

    expect(toastTexts()).toEqual([]);
    call.resolve({ ...clerk, rights: ['VIEW_CASES', 'VIEW_USER'] });
    await waitFor(() => expect(toastTexts()).toEqual(['success: Gespeichert: Sachbearbeitung hat jetzt das Recht „Nutzer ansehen“.']));
    expect(rolesApi.toggleRight).toHaveBeenCalledTimes(1);
    expect(checkbox('Nutzer ansehen für Sachbearbeitung').checked).toBe(true);
  });

  it('keeps one confirmation on screen however many boxes are ticked: the last one', async () => {
    await open();
    rolesApi.toggleRight.mockResolvedValueOnce({ ...clerk, rights: ['VIEW_CASES', 'VIEW_USER'] });
    await userEvent.click(checkbox('Nutzer ansehen für Sachbearbeitung'));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    rolesApi.toggleRight.mockResolvedValueOnce({ ...clerk, rights: ['VIEW_USER'] });
    await userEvent.click(checkbox('Fälle ansehen für Sachbearbeitung'));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Gespeichert: Sachbearbeitung hat das Recht „Fälle ansehen“ nicht mehr.']));
  });

  it('sets the box back and shows the server message when the change is refused', async () => {
    await open();
    const call = deferred<Role>();
    rolesApi.toggleRight.mockReturnValue(call.promise);
    await userEvent.click(checkbox('Nutzer ansehen für Sachbearbeitung'));
    expect(checkbox('Nutzer ansehen für Sachbearbeitung').checked).toBe(true);

    // e.g. the caller's own role lost the right in the meantime
    call.reject(new ApiError(403, 'RIGHT_NOT_HELD', 'Sie können nur Rechte vergeben, die Sie selbst haben.'));
    await waitFor(() => expect(checkbox('Nutzer ansehen für Sachbearbeitung').checked).toBe(false));
    expect(toastTexts()).toEqual(['error: Sie können nur Rechte vergeben, die Sie selbst haben.']);

    // revoking rolls back the other way
    rolesApi.toggleRight.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(checkbox('Fälle ansehen für Sachbearbeitung'));
    await waitFor(() => expect(checkbox('Fälle ansehen für Sachbearbeitung').checked).toBe(true));
    expect(toastTexts()).toContain('error: Ein unerwarteter Fehler ist aufgetreten.');
  });

  it('toggles a variable right in its category section', async () => {
    const variableRights: VariableRight[] = ['BASIC_RIGHT_CREATE', 'BASIC_RIGHT_EDIT', 'BASIC_RIGHT_DELETE', 'BASIC_RIGHT_APPROVE'].map(
      (basicRight, index) => ({ id: 101 + index, module: 'BUERGERINFO', bisCategoryId: 11, bisCategoryName: 'Abfall', basicRight }),
    );
    await open(undefined, variableRights, undefined, [102]);
    expect(screen.queryByText('Noch keine Informationskategorien angelegt.')).toBeNull();
    const section = screen.getByRole('table', { name: 'Bürgerinformationssystem: Kategorie „Abfall“' });
    expect(
      within(section)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Anlegen', 'Bearbeiten', 'Löschen', 'Freigeben']);

    rolesApi.toggleVariableRight.mockResolvedValue({ ...clerk, variableRights: [102] });
    const box = checkbox('Bearbeiten (Kategorie „Abfall“) für Sachbearbeitung');
    await userEvent.click(box);
    expect(rolesApi.toggleVariableRight).toHaveBeenCalledWith(5, 102);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(toastTexts()).toEqual(['success: Gespeichert: Sachbearbeitung hat jetzt das Recht „Bearbeiten (Kategorie „Abfall“)“.']);
    // the Admin role holds rights this caller lacks, so its column is locked for them
    expect(checkbox('Bearbeiten (Kategorie „Abfall“) für Admin').disabled).toBe(true);
  });

  it('locks the boxes of rights and variable rights the caller lacks, and a role holding one as a whole', async () => {
    const variableRights: VariableRight[] = ['BASIC_RIGHT_CREATE', 'BASIC_RIGHT_EDIT'].map((basicRight, index) => ({
      id: 101 + index,
      module: 'BUERGERINFO',
      bisCategoryId: 11,
      bisCategoryName: 'Abfall',
      basicRight,
    }));
    rolesApi.toggleRight.mockResolvedValue({ ...clerk, rights: [] });
    await open(['MANAGE_ROLES', 'VIEW_USER', 'VIEW_CASES'], variableRights, undefined, [102]);
    const note = screen.getByText(
      'Sie können nur Rechte vergeben, die Sie selbst haben, und nur Rollen ändern, deren Rechte Sie alle selbst haben; die übrigen Kästchen sind gesperrt.',
    );

    const lacking = checkbox('Mandantenübergreifend arbeiten für Sachbearbeitung');
    expect([lacking.checked, lacking.disabled]).toEqual([false, true]);
    expect(lacking.getAttribute('aria-describedby')).toBe(note.id);
    const lackingVariable = checkbox('Anlegen (Kategorie „Abfall“) für Admin');
    expect([lackingVariable.disabled, lackingVariable.getAttribute('aria-describedby')]).toEqual([true, note.id]);
    expect(checkbox('Bearbeiten (Kategorie „Abfall“) für Sachbearbeitung').disabled).toBe(false);
    expect(checkbox('Nutzer ansehen für Sachbearbeitung').disabled).toBe(false);

    // the clerk's VIEW_CASES is the caller's too, so it may be taken away
    const held = checkbox('Fälle ansehen für Sachbearbeitung');
    expect([held.checked, held.disabled]).toEqual([true, false]);
    await userEvent.click(held);
    expect(rolesApi.toggleRight).toHaveBeenCalledWith(5, 'VIEW_CASES');
    await waitFor(() => expect(held.checked).toBe(false));
  });

  it('locks a role holding a right the caller lacks: no box, no rename, no delete, and says why', async () => {
    await open(['MANAGE_ROLES', 'VIEW_USER']);
    const held = checkbox('Fälle ansehen für Sachbearbeitung');
    expect([held.checked, held.disabled]).toEqual([true, true]);
    expect(checkbox('Nutzer ansehen für Sachbearbeitung').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(
      screen.getByText('Diese Rolle enthält Rechte, die Sie selbst nicht haben. Sie können sie daher nicht ändern oder löschen.'),
    ).toBeTruthy();
  });

  it('locks nothing for the super admin', async () => {
    await showMatrixOf({ ...user([...RIGHTS]), superAdmin: true });
    expect(checkbox('Mandantenübergreifend arbeiten für Sachbearbeitung').disabled).toBe(false);
    expect(screen.queryByText(/^Sie können nur Rechte vergeben/)).toBeNull();
  });

  it('creates a role only with a name', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Rolle anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle anlegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Bitte geben Sie einen Namen für die Rolle ein.')).toBeTruthy();
    expect(rolesApi.create).not.toHaveBeenCalled();

    rolesApi.create.mockResolvedValue({ id: 9, name: 'Presse', rights: [], variableRights: [], tenantId: 2, admin: false });
    await userEvent.type(name, '  Presse {Enter}');
    expect(rolesApi.create).toHaveBeenCalledWith({ name: 'Presse', rights: [], tenantId: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('table', { name: 'Management' }).querySelectorAll('thead th')).toHaveLength(4);
    expect(toastTexts()).toEqual(['success: Die Rolle Presse wurde angelegt.']);
  });

  it('keeps the rename dialog open with the server message when the name is taken', async () => {
    await open();
    const clerkItem = within(screen.getByRole('list', { name: 'Rollen' })).getAllByRole('listitem')[1]!;
    await userEvent.click(within(clerkItem).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle bearbeiten' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Name/);
    expect(name.value).toBe('Sachbearbeitung');
    rolesApi.rename.mockRejectedValueOnce(
      new ApiError(409, 'ROLE_NAME_TAKEN', 'Für diesen Mandanten gibt es bereits eine Rolle mit diesem Namen.'),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'admin{Enter}');
    expect(await within(dialog).findByText('Für diesen Mandanten gibt es bereits eine Rolle mit diesem Namen.')).toBeTruthy();

    rolesApi.rename.mockResolvedValueOnce({ ...clerk, name: 'Straßenbau' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Straßenbau{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rolesApi.rename).toHaveBeenLastCalledWith(5, 'Straßenbau');
    expect(checkbox('Fälle ansehen für Straßenbau').checked).toBe(true);
    expect(toastTexts()).toEqual(['success: Die Rolle Straßenbau wurde aktualisiert.']);
  });

  it('deletes after confirmation and shows why a role in use stays', async () => {
    await open();
    const clerkItem = () => within(screen.getByRole('list', { name: 'Rollen' })).getAllByRole('listitem')[1]!;
    await userEvent.click(within(clerkItem()).getByRole('button', { name: 'Löschen' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Rolle löschen' });
    expect(dialog.textContent).toContain('Möchten Sie die Rolle „Sachbearbeitung“ wirklich löschen?');
    rolesApi.remove.mockRejectedValueOnce(new ApiError(409, 'ROLE_IN_USE', 'Die Rolle ist noch Nutzern zugewiesen.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toastTexts()).toEqual(['error: Die Rolle ist noch Nutzern zugewiesen.']);
    expect(screen.getAllByRole('columnheader', { name: 'Sachbearbeitung' })).toHaveLength(3);

    rolesApi.remove.mockResolvedValueOnce({ message: 'Die Rolle Sachbearbeitung wurde gelöscht.' });
    await userEvent.click(within(clerkItem()).getByRole('button', { name: 'Löschen' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Rolle löschen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryAllByRole('columnheader', { name: 'Sachbearbeitung' })).toEqual([]));
    expect(rolesApi.remove).toHaveBeenLastCalledWith(5);
    expect(toastTexts()).toContain('success: Die Rolle Sachbearbeitung wurde gelöscht.');
  });

  it('reads the roles of the picked tenant for a user working across tenants', async () => {
    mocks.api.tenants.list.mockResolvedValue(page([{ id: 2, name: 'Musterstadt', modules: ['MAENGELMELDER', 'BUERGERINFO'] }]));
    await open(['MANAGE_ROLES', 'TENANT_INDEPENDENCE']);
    expect(rolesApi.ofTenant).toHaveBeenCalledWith(2);
    expect(rolesApi.list).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Mandant' })).toBeTruthy();
  });

  it('explains a missing right instead of calling the server', () => {
    currentUser.value = user(['VIEW_USER']);
    render(<RolesPage />);
    expect(screen.getByText('Für die Rollenverwaltung fehlt Ihnen die Berechtigung.')).toBeTruthy();
    expect(rolesApi.list).not.toHaveBeenCalled();
  });
});
