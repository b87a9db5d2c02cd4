import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Loaded } from '../useLoaded.js';
import { LoadedDialog } from './LoadedDialog.js';

interface Check {
  reachable: boolean;
  tenant: string;
}

const failure = (serverMessage: string | null) => serverMessage ?? 'Die Prüfung ist fehlgeschlagen.';

function Checked({ loaded, onClose = () => undefined }: { loaded: Loaded<Check>; onClose?: () => void }) {
  return (
    <LoadedDialog
      title="Erreichbarkeit prüfen"
      onClose={onClose}
      loaded={loaded}
      failure={failure}
      status={(check) => <p>{check.reachable ? 'Erreichbar' : 'Nicht erreichbar'}</p>}
      actions={(check) => !check.reachable && <button type="button">Übermitteln</button>}
    >
      {(check) => <p>Mandant: {check.tenant}</p>}
    </LoadedDialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Erreichbarkeit prüfen' });

describe('LoadedDialog', () => {
  it('announces the loading notice and offers only Schließen meanwhile', () => {
    render(<Checked loaded={{ state: 'loading' }} />);
    const region = within(dialog()).getAllByRole('status')[0]!;
    expect(region.textContent).toBe('Wird geladen …');
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Schließen']);
  });

  it("shows the server message of a failure, or the dialog's own text without one, in the live region", () => {
    render(<Checked loaded={{ state: 'failed', message: 'Der Fall wurde nicht gefunden.', status: 404 }} />);
    expect(within(dialog()).getByRole('status').textContent).toBe('Der Fall wurde nicht gefunden.');
    cleanup();
    render(<Checked loaded={{ state: 'failed', message: null, status: null }} />);
    expect(within(dialog()).getByRole('status').textContent).toBe('Die Prüfung ist fehlgeschlagen.');
    expect(within(dialog()).queryByText(/Mandant/)).toBeNull();
  });

  it('announces the result, shows the content below it and the buttons the result calls for', () => {
    render(<Checked loaded={{ state: 'ready', value: { reachable: false, tenant: 'Musterstadt' } }} />);
    expect(within(dialog()).getByRole('status').textContent).toBe('Nicht erreichbar');
    expect(within(dialog()).getByText('Mandant: Musterstadt')).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Schließen', 'Übermitteln']);
  });

  it('has no live region of its own without a status line, and its own progress where given', () => {
    render(
      <LoadedDialog
        title="Protokoll"
        onClose={() => undefined}
        loaded={{ state: 'loading' }}
        failure={failure}
        progress={<progress aria-label="Wird erstellt" />}
      >
        {() => null}
      </LoadedDialog>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Wird erstellt' })).toBeTruthy();
  });

  it('closes with Schließen and with Escape', async () => {
    const onClose = vi.fn();
    render(<Checked loaded={{ state: 'ready', value: { reachable: true, tenant: 'Musterstadt' } }} onClose={onClose} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
