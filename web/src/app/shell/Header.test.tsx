import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-support/users.js';
import { renderAt } from '../../test-support/router.js';

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession({}));
// The search box makes calls of its own; here only the logo counts.
vi.mock('./search/GlobalSearch.js', () => ({ GlobalSearch: () => null }));

const { currentUser } = await import('../../session/session.js');
const { Header } = await import('./Header.js');

function logoLink(): string | null {
  renderAt('/cases', <Header sidebarId="sidebar" sidebarOpen onToggleSidebar={() => undefined} />);
  return screen.getByRole('img', { name: 'Bürgerportal – zur Startseite' }).closest('a')?.getAttribute('href') ?? null;
}

describe('Header', () => {
  it('points the logo at the dashboard for a user who may see it', () => {
    currentUser.value = makeUser(['VIEW_DASHBOARD', 'VIEW_CASES']);
    expect(logoLink()).toBe('/dashboard');
  });

  it('points the logo at the first screen of a clerk without the dashboard', () => {
    currentUser.value = makeUser(['VIEW_CASES']);
    expect(logoLink()).toBe('/cases');
  });
});
