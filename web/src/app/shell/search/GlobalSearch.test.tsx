import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user.js';
import { fakeClock } from '../../../test-support/fake-clock.js';
import { renderAt } from '../../../test-support/router.js';
import { pageOf } from '../../../test-support/pages.js';

const mocks = vi.hoisted(() => ({
  api: {
    cases: { list: vi.fn() },
    infos: { list: vi.fn() },
    users: { list: vi.fn() },
  },
}));

vi.mock('../../../session/session.js', async () => (await import('../../../test-support/session-mock.js')).mockSession(mocks.api));

const { currentUser } = await import('../../../session/session.js');
const { GlobalSearch } = await import('./GlobalSearch.js');
const { cases, infos, users } = mocks.api;

const page = <T,>(content: T[]) => pageOf(content, { size: 5 });

const signIn = (rights: string[], modules: string[] = ['MAENGELMELDER']) => {
  currentUser.value = { id: 3, allRights: rights, tenant: { modules } } as unknown as User;
};

function renderSearch() {
  return renderAt('/dashboard', <GlobalSearch />);
}

const combobox = () => screen.getByRole('combobox', { name: 'Suche' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

beforeEach(() => {
  cases.list.mockResolvedValue(
    page([
      { id: 41, description: 'Schlagloch in der Bahnhofstraße', category: { id: 7, name: 'Verkehrsflächen' }, state: 'CREATED' },
      { id: 42, description: 'Schlagloch am Markt', category: null, state: 'FINISHED' },
    ]),
  );
  infos.list.mockResolvedValue(
    page([{ id: 8, headline: 'Schlossfest', category: { id: 1, name: 'Veranstaltungen', icon: 'star' }, status: 'PUBLISHED' }]),
  );
  users.list.mockResolvedValue(
    page([{ id: 5, fullname: 'Sven Sachs', email: 'sachbearbeitung@musterstadt.example', allRoles: [{ id: 7, name: 'Sachbearbeitung' }] }]),
  );
});

describe('GlobalSearch', () => {
  it('searches each visible section once the text has settled, 5 results from page 0', async () => {
    signIn(['VIEW_CASES', 'VIEW_USER']);
    const { user, pass } = fakeClock();
    renderSearch();
    await user.type(combobox(), 'S');
    await pass(400);
    expect(cases.list).not.toHaveBeenCalled();

    await user.type(combobox(), 'ch');
    await screen.findByRole('group', { name: 'Fälle (2)' });
    expect(cases.list).toHaveBeenCalledTimes(1);
    expect(cases.list).toHaveBeenCalledWith({ search: 'Sch', page: 0, size: 5 });
    expect(users.list).toHaveBeenCalledWith({ search: 'Sch', page: 0, size: 5 });
    // no module BUERGERINFO: no information section
    expect(infos.list).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('3 Ergebnisse gefunden.');

    const listbox = screen.getByRole('listbox', { name: 'Suchergebnisse' });
    const headingOf = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(within(listbox).getAllByRole('group').map(headingOf)).toEqual(['Fälle (2)', 'Nutzer (1)']);
    const [first, second, third] = within(listbox).getAllByRole('option');
    expect(first!.textContent).toContain('Verkehrsflächen');
    expect(first!.textContent).toContain('Erstellt');
    expect(second!.textContent).toContain('Keine Kategorie');
    expect(second!.textContent).toContain('Abgeschlossen');
    expect(third!.textContent).toContain('sachbearbeitung@musterstadt.example');
    expect(third!.textContent).toContain('Sachbearbeitung');
  });

  it('shows information only with module BUERGERINFO and BIS_MANAGE_INFORMATION', async () => {
    signIn(['VIEW_CASES', 'BIS_MANAGE_INFORMATION'], ['MAENGELMELDER', 'BUERGERINFO']);
    const { user } = fakeClock();
    renderSearch();
    await user.type(combobox(), 'Schloss');
    const section = await screen.findByRole('group', { name: 'Bürgerinformationen (1)' });
    expect(within(section).getByRole('option').textContent).toContain('Veröffentlicht');
    expect(infos.list).toHaveBeenCalledWith({ search: 'Schloss', page: 0, size: 5 });
    expect(users.list).not.toHaveBeenCalled();
  });

  it('walks the results across sections with the arrow keys and opens the active one with Enter', async () => {
    signIn(['VIEW_CASES', 'VIEW_USER']);
    const { user } = fakeClock();
    const location = renderSearch();
    await user.type(combobox(), 'Sch');
    await screen.findByRole('group', { name: 'Nutzer (1)' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(activeOption()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('Bahnhofstraße');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toContain('Sven Sachs');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('Bahnhofstraße');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toContain('Sven Sachs');

    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/edit-user?userId=5');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('');
  });

  it('opens a case by click', async () => {
    signIn(['VIEW_CASES']);
    const { user } = fakeClock();
    const location = renderSearch();
    await user.type(combobox(), 'Markt');
    await user.click(await screen.findByRole('option', { name: /Schlagloch am Markt/ }));
    expect(location.history.at(-1)).toBe('/edit-case?caseId=42');
  });

  it('Escape closes the list also when the focus is on its buttons, and the focus goes back to the input', async () => {
    signIn(['VIEW_CASES']);
    const { user } = fakeClock();
    renderSearch();
    await user.type(combobox(), 'Sch');
    await screen.findByRole('group', { name: 'Fälle (2)' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
    expect((combobox() as HTMLInputElement).value).toBe('Sch');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Suche leeren' }));
    await user.keyboard('{Escape}');
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(combobox());
  });

  it('Escape closes the list, a second Escape clears the text; the clear button empties it too', async () => {
    signIn(['VIEW_CASES']);
    const { user } = fakeClock();
    renderSearch();
    await user.type(combobox(), 'Sch');
    await screen.findByRole('group', { name: 'Fälle (2)' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
    expect((combobox() as HTMLInputElement).value).toBe('Sch');
    await user.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('');

    await user.type(combobox(), 'Sch');
    await user.click(screen.getByRole('button', { name: 'Suche leeren' }));
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(combobox());
    expect(screen.queryByRole('button', { name: 'Suche leeren' })).toBeNull();

    // 'Abbrechen' at the foot of the results, reached with Tab, clears as well
    await user.type(combobox(), 'Sch');
    await screen.findByRole('group', { name: 'Fälle (2)' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
  });

  it('says when nothing matches', async () => {
    signIn(['VIEW_CASES', 'VIEW_USER']);
    cases.list.mockResolvedValue(page([]));
    users.list.mockResolvedValue(page([]));
    const { user } = fakeClock();
    renderSearch();
    await user.type(combobox(), 'xyz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Keine Ergebnisse gefunden'));
    expect(screen.getByText('Keine Ergebnisse gefunden', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });
});
