import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import { pageOf } from '../test-support/pages.js';
import { renderAt } from '../test-support/router.js';
import { makeUser } from '../test-support/users.js';

const mocks = vi.hoisted(() => ({
  api: { promotions: { list: vi.fn(), remove: vi.fn() }, cases: { get: vi.fn() } },
}));

vi.mock('../session/session.js', async () => (await import('../test-support/session-mock.js')).mockSession(mocks.api));
// The shell's sidebar and header make calls of their own; here only the page inside it counts.
vi.mock('./shell/Shell.js', () => ({ Shell: ({ children }: { children: ReactNode }) => children }));

const { currentUser, sessionStatus } = await import('../session/session.js');
const { AppRouter } = await import('./AppRouter.js');

const TENANT_ADMIN = makeUser([...RIGHTS], {
  tenant: { id: 2, name: 'Musterstadt', image: null, modules: ['MAENGELMELDER', 'BUERGERINFO'], mainAccount: 3, commune: true },
});

function signIn(user = TENANT_ADMIN): void {
  currentUser.value = user;
  sessionStatus.value = 'authenticated';
}

beforeEach(() => {
  mocks.api.promotions.list.mockResolvedValue(pageOf([]));
});

// Unmounted first: a still mounted router would follow the signed-out status to the login page.
afterEach(() => {
  cleanup();
  sessionStatus.value = 'anonymous';
});

describe('AppRouter and the rights of a route', () => {
  it('shows a tenant admin "Kein Zugriff" on /promotions instead of the screen, and calls nothing', async () => {
    signIn();
    renderAt('/promotions', <AppRouter />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeTruthy();
    expect(screen.getByText(/Für diese Seite fehlt Ihnen die Berechtigung/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Kein Zugriff – Bürgerportal');
    expect(screen.queryByRole('heading', { name: 'Promotions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Promotion/ })).toBeNull();
    expect(mocks.api.promotions.list).not.toHaveBeenCalled();
  });

  it('keeps an edit route by the rule of its list: /edit-case without VIEW_CASES', async () => {
    signIn(makeUser(['VIEW_DASHBOARD']));
    renderAt('/edit-case?caseId=41', <AppRouter />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeTruthy();
    expect(mocks.api.cases.get).not.toHaveBeenCalled();
  });

  it('shows the super admin the promotions screen', async () => {
    signIn(makeUser([...RIGHTS], { superAdmin: true }));
    renderAt('/promotions', <AppRouter />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    // the heading stands before the list's first load has started, which an effect starts
    await waitFor(() => expect(mocks.api.promotions.list).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Kein Zugriff' })).toBeNull();
  });

  it('sends a signed-in clerk without the dashboard from /login to the first screen of theirs, not to "Kein Zugriff"', async () => {
    signIn(makeUser(['VIEW_CASES']));
    const location = renderAt('/login', <AppRouter />);

    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/cases'));
  });
});
