import { signal } from '@preact/signals-react';
import type { User } from '@contracts/user.js';
import { createApi } from '../api/api.js';
import { ApiError } from '../api/http.js';
import { caseStatsChanged } from './caseStats.js';

export const TOKEN_STORAGE_KEY = 'bp.token';
/** The session check interval (docs/product/accounts-and-roles.md#session-check-and-inactivity). */
export const SESSION_POLL_MS = 60_000;

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The bearer token of this browser's session (kept in local storage:
 * docs/product/accounts-and-roles.md#session-check-and-inactivity).
 */
export const token = signal<string | null>(storage()?.getItem(TOKEN_STORAGE_KEY) ?? null);
export const currentUser = signal<User | null>(null);
export const sessionStatus = signal<SessionStatus>(token.value ? 'loading' : 'anonymous');
/** Set when the periodic check finds the session gone: the inactivity message is shown until a reload. */
export const sessionExpired = signal(false);

/**
 * The one API client of the back office; every call carries the current token. Any change to cases the user
 * makes (a save, a state, a note, a bulk action, a new or deleted case) moves the sidebar's counters.
 */
export const api = createApi(
  '',
  () => token.value,
  (_method, path) => {
    if (path.startsWith('/api/case')) caseStatsChanged();
  },
);

function storeToken(value: string): void {
  token.value = value;
  storage()?.setItem(TOKEN_STORAGE_KEY, value);
}

function clearToken(): void {
  token.value = null;
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

let pollTimer: ReturnType<typeof setInterval> | undefined;

function stopPolling(): void {
  clearInterval(pollTimer);
  pollTimer = undefined;
}

/** The session ended on the server: forget the token and show the inactivity message. */
export function expireSession(): void {
  stopPolling();
  clearToken();
  sessionExpired.value = true;
}

async function checkSession(): Promise<void> {
  try {
    currentUser.value = await api.users.me();
  } catch (error) {
    // Only a 401 means the session is gone; a network hiccup is tried again at the next tick.
    if (isUnauthorized(error)) expireSession();
    else console.error(error);
  }
}

function establish(user: User): User {
  currentUser.value = user;
  sessionStatus.value = 'authenticated';
  stopPolling();
  pollTimer = setInterval(() => void checkSession(), SESSION_POLL_MS);
  return user;
}

/** At page load: a stored token is checked by reading the current user; a stale one is dropped quietly. */
export async function startSession(): Promise<void> {
  if (!token.value) {
    sessionStatus.value = 'anonymous';
    return;
  }
  try {
    establish(await api.users.me());
  } catch (error) {
    if (isUnauthorized(error)) clearToken();
    else console.error(error);
    sessionStatus.value = 'anonymous';
  }
}

/** Loads the user of a session the server reports as valid. */
export async function resumeSession(): Promise<User> {
  return establish(await api.users.me());
}

/** Logs in; errors (401, 403, 409, 429) are the caller's to show. */
export async function logIn(mail: string, password: string): Promise<User> {
  storeToken(await api.auth.login(mail, password));
  try {
    return await resumeSession();
  } catch (error) {
    clearToken();
    throw error;
  }
}

/**
 * Ends the session on the server and goes to the start page whatever the answer
 * (docs/product/accounts-and-roles.md#logout).
 */
export async function logOut(): Promise<void> {
  stopPolling();
  try {
    await api.auth.logout();
  } catch (error) {
    console.error(error);
  } finally {
    clearToken();
    window.location.assign('/');
  }
}
