import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toasts } from '../../components/toast.js';

const mocks = vi.hoisted(() => ({ api: { broadcast: { test: vi.fn(), send: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { BroadcastPage } = await import('./BroadcastPage.js');
const { broadcast } = mocks.api;

const toastTexts = () => toasts.value.map((toast) => toast.text);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Betreff und Titel' }), 'Wartungsarbeiten');
  await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Am Samstag ist das Portal nicht erreichbar.');
}

describe('BroadcastPage', () => {
  it('offers Test senden and Speichern only once there is a text', async () => {
    const user = userEvent.setup();
    render(<BroadcastPage />);
    const test = screen.getByRole('button', { name: 'Test senden' }) as HTMLButtonElement;
    const save = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect([test.disabled, save.disabled]).toEqual([true, true]);
    await user.type(screen.getByRole('textbox', { name: 'Betreff und Titel' }), 'Nur ein Betreff');
    expect([test.disabled, save.disabled]).toEqual([true, true]);
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), '   ');
    expect([test.disabled, save.disabled]).toEqual([true, true]);
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Hallo');
    expect([test.disabled, save.disabled]).toEqual([false, false]);
  });

  it('sends a test to the sender and shows the answer', async () => {
    broadcast.test.mockResolvedValue({ message: 'Die Testnachricht wurde an superadmin@buergerportal.example gesendet.', recipients: 1 });
    const user = userEvent.setup();
    render(<BroadcastPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Test senden' }));
    expect(broadcast.test).toHaveBeenCalledWith({ subject: 'Wartungsarbeiten', message: 'Am Samstag ist das Portal nicht erreichbar.' });
    await waitFor(() => expect(toastTexts()).toEqual(['Die Testnachricht wurde an superadmin@buergerportal.example gesendet.']));
  });

  it('asks before sending, disables the dialog while the call runs, sends once and shows the number queued', async () => {
    let answer: (value: { message: string; recipients: number }) => void = () => {};
    broadcast.send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<BroadcastPage />);
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Broadcast abschicken' });
    expect(dialog.textContent).toContain('an die Kontakte aller Mandanten');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(broadcast.send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    dialog = screen.getByRole('alertdialog', { name: 'Broadcast abschicken' });
    const confirm = within(dialog).getByRole('button', { name: 'An alle Mandanten senden' }) as HTMLButtonElement;
    await user.click(confirm);
    expect(confirm.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toContain('Der Broadcast wird verschickt');
    await user.click(confirm);
    expect(broadcast.send).toHaveBeenCalledTimes(1);
    const [content, key] = broadcast.send.mock.calls[0] as [unknown, string];
    expect(content).toEqual({ subject: 'Wartungsarbeiten', message: 'Am Samstag ist das Portal nicht erreichbar.' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    answer({ message: 'Der Broadcast wird an 18 Empfänger verschickt.', recipients: 18 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toastTexts()).toEqual(['Der Broadcast wird an 18 Empfänger verschickt.']);
    expect((screen.getByRole('textbox', { name: /^Text/ }) as HTMLTextAreaElement).value).toBe('');
  });
});
