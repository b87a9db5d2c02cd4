import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageQuery } from '@contracts/common.js';
import { ApiError } from '../../api/http.js';
import { fakeClock } from '../../test-support/fake-clock.js';
import { pageOf } from '../../test-support/pages.js';
import { toasts } from '../toast.js';
import { ManagedList, type ManagedListProps } from './ManagedList.js';

interface Street {
  id: number;
  name: string;
  paved: boolean;
}

const STREETS: Street[] = [
  { id: 1, name: 'Marktstraße', paved: true },
  { id: 2, name: 'Feldweg', paved: false },
];
const IN_USE = 'Die Straße kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.';

function renderList(overrides: Partial<ManagedListProps<Street>> = {}) {
  const load = vi.fn(async (_query: PageQuery) => pageOf(STREETS));
  const remove = vi.fn(async (street: Street) => `Die Straße „${street.name}“ wurde gelöscht.`);
  render(
    <ManagedList<Street>
      title="Straßen"
      createHref="/create-street"
      createLabel="Neue Straße erstellen"
      emptyText="Noch keine Straßen erstellt"
      columns={[{ key: 'name', header: 'Name', render: (street) => street.name }]}
      actionsHeader="Aktionen"
      editLabel="Bearbeiten"
      deleteLabel="Löschen"
      nameOf={(street) => street.name}
      editHref={(street) => `/edit-street?streetId=${street.id}`}
      load={load}
      remove={remove}
      deleteTitle="Straße löschen"
      deleteQuestion={(street) => `Möchten Sie die Straße „${street.name}“ wirklich löschen?`}
      {...overrides}
    />,
  );
  return { load, remove };
}

describe('ManagedList', () => {
  it('shows the create link, the columns with "Aktionen" and per row edit and delete named after the row', async () => {
    const { load } = renderList();
    const table = screen.getByRole('table', { name: 'Straßen' });
    await within(table).findByText('Marktstraße');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Straßen');
    expect(screen.getByRole('link', { name: 'Neue Straße erstellen' }).getAttribute('href')).toBe('/create-street');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Aktionen']);
    expect(within(table).getByRole('link', { name: 'Bearbeiten (Feldweg)' }).getAttribute('href')).toBe('/edit-street?streetId=2');
    expect(within(table).getByRole('button', { name: 'Löschen (Feldweg)' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(load).toHaveBeenCalledWith({ search: undefined, page: 0, size: 50 });
  });

  it('offers only the actions the row allows', async () => {
    renderList({ mayEdit: (street) => street.paved, mayDelete: (street) => !street.paved });
    await screen.findByText('Marktstraße');
    expect(screen.getByRole('link', { name: 'Bearbeiten (Marktstraße)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen (Marktstraße)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bearbeiten (Feldweg)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Löschen (Feldweg)' })).toBeTruthy();
  });

  it('searches for the trimmed text once typing has paused and says when nothing matches', async () => {
    const { user } = fakeClock();
    const { load } = renderList({
      searchField: { label: 'Straßen suchen', hint: 'Sucht im Namen der Straße.' },
      noMatchText: 'Keine Straße passt zur Suche.',
    });
    await screen.findByText('Marktstraße');
    const field = screen.getByRole('searchbox', { name: 'Straßen suchen' });
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Sucht im Namen der Straße.').id);
    load.mockResolvedValue(pageOf([]));
    await user.type(field, ' Markt ');
    expect(await screen.findByText('Keine Straße passt zur Suche.')).toBeTruthy();
    // the text follows the search term at once; the request goes out from an effect after that render
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ search: 'Markt', page: 0, size: 50 }));
    await user.clear(field);
    expect(await screen.findByText('Noch keine Straßen erstellt')).toBeTruthy();
  });

  it('deletes after asking, drops the row without reloading and moves the focus to the table', async () => {
    const user = userEvent.setup();
    const { load, remove } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Löschen (Feldweg)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Straße löschen' });
    expect(dialog.textContent).toContain('Möchten Sie die Straße „Feldweg“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(STREETS[1]);
    expect(screen.queryByText('Feldweg')).toBeNull();
    expect(screen.getByText('Marktstraße')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Die Straße „Feldweg“ wurde gelöscht.' })]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Straßen' })));
  });

  it('shows the server’s refusal as an error toast, closes the dialog and keeps the row', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList({ remove: vi.fn().mockRejectedValue(new ApiError(409, 'STREET_IN_USE', IN_USE)) });
    await user.click(await screen.findByRole('button', { name: 'Löschen (Marktstraße)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: IN_USE })]);
    expect(screen.getByText('Marktstraße')).toBeTruthy();
  });
});
