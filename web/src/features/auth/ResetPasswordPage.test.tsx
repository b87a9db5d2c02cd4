import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ api: { auth: { resetPassword: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { ResetPasswordPage } = await import('./ResetPasswordPage.js');
const { resetPassword } = mocks.api.auth;

describe('ResetPasswordPage', () => {
  it('validates with the specification messages before calling the server', async () => {
    window.history.replaceState(null, '', '/reset-password');
    const user = userEvent.setup();
    render(<ResetPasswordPage />);
    const save = screen.getByRole('button', { name: 'Speichern' });

    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Neues Passwort darf nicht leer sein.');
    expect(document.activeElement).toBe(screen.getByLabelText('Neues Passwort'));

    await user.type(screen.getByLabelText('Neues Passwort'), 'Neu2026!!');
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Passwort wiederholen darf nicht leer sein.');

    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Neu2026!?{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('Der Link zum Zurücksetzen ist unvollständig.');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('compares the passwords, then saves and goes to /login', async () => {
    resetPassword.mockResolvedValue({ message: 'Ihr Passwort wurde zurückgesetzt.' });
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const user = userEvent.setup();
    render(<ResetPasswordPage />);

    await user.type(screen.getByLabelText('Neues Passwort'), 'Neu2026!!');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Neu2026!?{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Die Passwörter sind nicht gleich');
    expect(screen.getByLabelText('Passwort wiederholen').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Passwort wiederholen'));
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Neu2026!!{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledExactlyOnceWith({ password: 'Neu2026!!', passwordRepeat: 'Neu2026!!', token: 'abc' });
  });

  it('Abbrechen goes back to /login', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const user = userEvent.setup();
    render(<ResetPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(window.location.pathname).toBe('/login');
  });
});
