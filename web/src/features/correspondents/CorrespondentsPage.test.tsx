import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Correspondent } from '@contracts/correspondent.js';
import type { BlockedAddress } from '@contracts/newsletter.js';
import type { User } from '@contracts/user.js';
import { toasts } from '../../components/toast.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { renderAt } from '../../test-support/router.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({
  api: {
    correspondents: { list: vi.fn() },
    newsletter: { list: vi.fn(), unblock: vi.fn() },
  },
}));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../session/session.js');
const { CorrespondentsPage } = await import('./CorrespondentsPage.js');
const { correspondents, newsletter } = mocks.api;

const contact = (id: number, overrides: Partial<Correspondent> = {}): Correspondent => ({
  id,
  firstName: 'Berta',
  lastName: `Bürger ${id}`,
  email: `kontakt${id}@musterstadt.example`,
  title: 'Bürgermeisterin',
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt' },
  blocked: false,
  ...overrides,
});

const blocked: BlockedAddress = {
  id: 9,
  email: 'abgemeldet@beispieldorf.example',
  reason: 'unsubscribe',
  createdAt: '2026-05-01T08:00:00.000Z',
  createdAtFormatted: '2026.05.01 10:00',
};

function signIn(rights: string[], superAdmin = true) {
  currentUser.value = { id: 1, superAdmin, allRights: rights } as unknown as User;
}

function renderPage(path = '/correspondents') {
  return renderAt(path, <CorrespondentsPage />);
}

const pagesAsked = (mock: typeof correspondents.list) => mock.mock.calls.map(([query]) => (query as { page: number }).page);

beforeEach(() => {
  correspondents.list.mockImplementation(async ({ page }: { page: number }) =>
    pageOf([contact(page * 50 + 1, { blocked: page > 0 })], { page, totalPages: 2, totalElements: 60 }),
  );
  newsletter.list.mockImplementation(async ({ page }: { page: number }) => pageOf([blocked], { page, totalElements: 60 }));
});

describe('CorrespondentsPage', () => {
  it('lists the contacts by tenant name with name as "last, first", e-mail, tenant, title and edit', async () => {
    signIn(['CREATE_USER']);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alle Adressen' });
    await within(table).findByText('Bürger 1, Berta');
    expect(correspondents.list).toHaveBeenCalledWith({ search: undefined, sort: 'tenant.name', order: 'ASC', page: 0, size: 50 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-Mail', 'Mandant', 'Titel', 'Aktionen']);
    expect(within(table).getByRole('link', { name: 'Bearbeiten (Bürger 1, Berta)' }).getAttribute('href')).toBe(
      '/edit-correspondent?correspondentId=1',
    );
    expect(screen.getByRole('link', { name: 'Neuen Kontakt anlegen' }).getAttribute('href')).toBe('/create-correspondent');
  });

  it('switching tabs starts each list again at its first page, and the create button follows the tab', async () => {
    signIn(['CREATE_USER']);
    const { user } = fakeClock();
    const location = renderPage();
    const all = await screen.findByRole('table', { name: 'Alle Adressen' });
    await within(all).findByText('Bürger 1, Berta');
    await user.click(screen.getByRole('button', { name: /Weitere laden/ }));
    await within(all).findByText('Bürger 51, Berta');
    expect(pagesAsked(correspondents.list)).toEqual([0, 1]);

    await user.click(screen.getByRole('tab', { name: 'Blockierte Adressen' }));
    const blockedTable = await screen.findByRole('table', { name: 'Blockierte Adressen' });
    await within(blockedTable).findByText('abgemeldet@beispieldorf.example');
    expect(pagesAsked(newsletter.list)).toEqual([0]);
    expect(within(blockedTable).getByText('Abgemeldet')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/correspondents?tab=blocked');
    expect(screen.getByRole('link', { name: 'Adresse blockieren' }).getAttribute('href')).toBe('/create-mailblock');

    await user.click(screen.getByRole('tab', { name: 'Alle Adressen' }));
    const again = await screen.findByRole('table', { name: 'Alle Adressen' });
    await within(again).findByText('Bürger 1, Berta');
    expect(within(again).queryByText('Bürger 51, Berta')).toBeNull();
    expect(pagesAsked(correspondents.list)).toEqual([0, 1, 0]);
  });

  it('opens on the blocked tab from the URL and removes an address after asking', async () => {
    signIn(['CREATE_USER']);
    newsletter.unblock.mockResolvedValue({ message: 'Die Adresse wurde von der Sperrliste entfernt.' });
    const user = userEvent.setup();
    renderPage('/correspondents?tab=blocked');
    const table = await screen.findByRole('table', { name: 'Blockierte Adressen' });
    await user.click(await within(table).findByRole('button', { name: 'Entfernen (abgemeldet@beispieldorf.example)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Adresse entfernen' });
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(newsletter.unblock).toHaveBeenCalledWith(9);
    await waitFor(() => expect(pagesAsked(newsletter.list)).toEqual([0, 0]));
    expect(toasts.value.map((toast) => toast.text)).toEqual([
      'Die Adresse abgemeldet@beispieldorf.example wurde von der Sperrliste entfernt.',
    ]);
  });

  it('without CREATE_USER has no tabs; without super admin no create button', async () => {
    signIn([], false);
    renderPage('/correspondents?tab=blocked');
    await screen.findByRole('table', { name: 'Alle Adressen' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(newsletter.list).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Neuen Kontakt anlegen' })).toBeNull();
  });
});
