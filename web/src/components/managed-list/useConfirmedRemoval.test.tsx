import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { toasts } from '../toast.js';
import { useConfirmedRemoval } from './useConfirmedRemoval.js';

const STREETS = ['Marktstraße', 'Feldweg'];

/** A table of streets with a remove button per row, as the lists build it. */
function Streets({ remove }: { remove: (street: string) => Promise<void> }) {
  const removal = useConfirmedRemoval(remove);
  return (
    <>
      <div ref={removal.tableRef}>
        <div role="region" aria-label="Straßen" tabIndex={-1}>
          {STREETS.map((street) => (
            <button key={street} type="button" onClick={() => removal.ask(street)}>
              Entfernen ({street})
            </button>
          ))}
        </div>
      </div>
      <ConfirmDialog {...removal.dialog} title="Straße entfernen" confirmLabel="Entfernen" destructive>
        <p>{removal.target ? `„${removal.target}“ entfernen?` : null}</p>
      </ConfirmDialog>
    </>
  );
}

describe('useConfirmedRemoval', () => {
  it('asks about the row, removes it on confirmation and hands the keyboard to the table', async () => {
    const remove = vi.fn(async () => undefined);
    render(<Streets remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen (Feldweg)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Straße entfernen' });
    expect(dialog.textContent).toContain('„Feldweg“ entfernen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith('Feldweg');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Straßen' })));
  });

  it('removes nothing when the question is cancelled', async () => {
    const remove = vi.fn();
    render(<Streets remove={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen (Marktstraße)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows a refusal as an error toast and closes the dialog', async () => {
    const refusal = 'Die Straße wird noch verwendet.';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Streets remove={vi.fn().mockRejectedValue(new ApiError(409, 'IN_USE', refusal))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen (Marktstraße)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: refusal })]);
  });
});
