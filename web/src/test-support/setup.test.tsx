import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user.js';
import { showSuccess, toasts } from '../components/toast.js';

// The session mocked as in most screen tests: the setup file's reset has to reach the mock.
vi.mock('../session/session.js', async () => (await import('./session-mock.js')).mockSession({}));

const { currentUser } = await import('../session/session.js');
const stubbedFetch = vi.fn();
const logged = vi.fn();

// The second test sees what the setup file left of the first.
describe('the setup file', () => {
  it('lets a test change the shared state', () => {
    render(<p>Marktstraße</p>);
    showSuccess('Gespeichert.');
    currentUser.value = { id: 3 } as User;
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stubbedFetch);
    vi.spyOn(console, 'error').mockImplementation(logged);
    logged('called');
    localStorage.setItem('bp.token', 'token');
    sessionStorage.setItem('draft', '{}');
    expect(screen.getByText('Marktstraße')).toBeTruthy();
  });

  it('resets it after each test', () => {
    expect(screen.queryByText('Marktstraße')).toBeNull();
    expect(toasts.value).toEqual([]);
    expect(currentUser.value).toBeNull();
    expect(vi.isFakeTimers()).toBe(false);
    expect(globalThis.fetch).not.toBe(stubbedFetch);
    expect(vi.isMockFunction(console.error)).toBe(false);
    expect(logged).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
