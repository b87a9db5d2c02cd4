import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@contracts/user.js';
import { toasts } from '../../components/toast.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';
import { makeUser } from '../../test-support/users.js';

const mocks = vi.hoisted(() => ({ api: { users: { list: vi.fn(), pending: vi.fn(), update: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { UsersPage } = await import('./UsersPage.js');
const { users } = mocks.api;

const row = (overrides: Partial<UserListItem>): UserListItem => ({
  id: 5,
  firstname: 'Sven',
  lastname: 'Sachs',
  fullname: 'Sven Sachs',
  email: 'sachbearbeitung@musterstadt.example',
  position: 'Sachbearbeitung Straßen',
  status: true,
  approved: true,
  tenantId: 2,
  tenantName: 'Musterstadt',
  role: 7,
  allRoles: [{ id: 7, name: 'Sachbearbeitung' }],
  ...overrides,
});

const waiting = row({
  id: 9,
  firstname: 'Wilma',
  lastname: 'Warte',
  fullname: 'Wilma Warte',
  email: 'wartet@beispieldorf.example',
  position: null,
  status: false,
  approved: false,
  tenantId: 3,
  tenantName: 'Beispieldorf',
  role: null,
  allRoles: [],
});

describe('UsersPage', () => {
  beforeEach(() => {
    users.list.mockResolvedValue(pageOf([row({})]));
    users.pending.mockResolvedValue(pageOf([waiting]));
    users.update.mockResolvedValue(makeUser([], { id: 9, fullname: 'Wilma Warte', approved: true, status: true }));
    window.history.replaceState(null, '', '/users');
  });

  it('shows the tenant column only with TENANT_INDEPENDENCE', async () => {
    currentUser.value = makeUser(['VIEW_USER', 'TENANT_INDEPENDENCE']);
    const { unmount } = render(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Alle Nutzer' });
    await within(table).findByText('Sven');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mandant', 'Vorname', 'Nachname', 'E-Mail', 'Rollen', 'Position', 'Aktionen']);
    expect(within(table).getByRole('cell', { name: 'Musterstadt' })).toBeTruthy();
    unmount();

    currentUser.value = makeUser(['VIEW_USER']);
    render(<UsersPage />);
    const plain = await screen.findByRole('table', { name: 'Alle Nutzer' });
    await within(plain).findByText('Sven');
    expect(
      within(plain)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Rollen', 'Position', 'Aktionen']);
  });

  it('without CREATE_USER has neither tabs nor the create button', async () => {
    currentUser.value = makeUser(['VIEW_USER']);
    render(<UsersPage />);
    await screen.findByText('Sven');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Neuen Nutzer anlegen' })).toBeNull();
  });

  it('with CREATE_USER offers the create button, the two tabs and edit links named after the user', async () => {
    currentUser.value = makeUser(['VIEW_USER', 'CREATE_USER']);
    render(<UsersPage />);
    expect(screen.getByRole('link', { name: 'Neuen Nutzer anlegen' }).getAttribute('href')).toBe('/create-user');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alle Nutzer', 'Nicht freigegebene Nutzer']);
    const edit = await screen.findByRole('link', { name: 'Bearbeiten (Sven Sachs)' });
    expect(edit.getAttribute('href')).toBe('/edit-user?userId=5');
  });

  it('approves a waiting account from the Not approved tab and removes its row', async () => {
    currentUser.value = makeUser(['VIEW_USER', 'CREATE_USER']);
    const user = userEvent.setup();
    render(<UsersPage />);
    await user.click(screen.getByRole('tab', { name: 'Nicht freigegebene Nutzer' }));
    const table = await screen.findByRole('table', { name: 'Nicht freigegebene Nutzer' });
    await user.click(await within(table).findByRole('button', { name: 'Freigeben (Wilma Warte)' }));

    await waitFor(() => expect(within(table).queryByText('Wilma')).toBeNull());
    expect(users.update).toHaveBeenCalledExactlyOnceWith(9, {
      email: 'wartet@beispieldorf.example',
      firstname: 'Wilma',
      lastname: 'Warte',
      position: null,
      tenantId: 3,
      role: null,
      status: true,
      active: true,
    });
    expect(toasts.value.map((toast) => toast.text)).toContain('Das Konto von Wilma Warte wurde freigegeben.');
    expect(screen.getByText('Es warten keine Nutzer auf Freigabe.')).toBeTruthy();
  });

  it('searches after typing stops and starts the list again', async () => {
    currentUser.value = makeUser(['VIEW_USER']);
    const { user } = fakeClock();
    render(<UsersPage />);
    await screen.findByText('Sven');
    await user.type(screen.getByRole('searchbox', { name: 'Nutzer suchen' }), 'Sachs');
    const searches = () =>
      users.list.mock.calls.map(([query]) => query as { search?: string; size: number }).filter((query) => query.search);
    await waitFor(() => expect(searches().some((query) => query.search === 'Sachs')).toBe(true));
    // one request for the settled text, none per keystroke
    expect(searches()).toHaveLength(1);
    expect(users.list).toHaveBeenLastCalledWith(expect.objectContaining({ size: 50 }));
  });
});
