import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { pageOf } from '../../test-support/pages.js';

const mocks = vi.hoisted(() => ({ api: { auth: { register: vi.fn() }, platform: { registrationTenants: vi.fn() } } }));
vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { RegisterPage } = await import('./RegisterPage.js');
const { register } = mocks.api.auth;

const tenants = pageOf([{ id: 2, name: 'Musterstadt', designationMap: {} }]);

describe('RegisterPage', () => {
  beforeEach(() => {
    mocks.api.platform.registrationTenants.mockResolvedValue(tenants);
    register.mockResolvedValue({ message: 'OK' });
    window.history.replaceState(null, '', '/register');
  });

  it('announces the missing fields and links the message to them', async () => {
    const user = userEvent.setup();
    render(<RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveProperty('textContent', 'Bitte füllen Sie alle Felder aus.');
    const firstname = screen.getByLabelText('Vorname');
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    expect(firstname.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(firstname);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers with the chosen municipality and goes to /pending', async () => {
    const user = userEvent.setup();
    render(<RegisterPage />);
    await user.type(screen.getByLabelText('Vorname'), 'Erika');
    await user.type(screen.getByLabelText('Nachname'), 'Muster');
    await user.type(screen.getByLabelText('E-Mail'), 'erika@musterstadt.example');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'Geheim2026!');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Geheim2026');
    await user.type(screen.getByRole('combobox', { name: 'Kommune' }), 'Muster');
    await user.click(await screen.findByRole('option', { name: 'Musterstadt' }));

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwörter stimmen nicht überein');

    await user.type(screen.getByLabelText('Passwort wiederholen'), '!');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte akzeptieren Sie die AGBs und Datenschutzbestimmungen');

    await user.click(screen.getByRole('checkbox', { name: /^Ich akzeptiere die AGB .*und die Datenschutzbestimmungen/ }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pending'));

    expect(register).toHaveBeenCalledExactlyOnceWith({
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@musterstadt.example',
      password: 'Geheim2026!',
      tenantId: 2,
    });
  });

  it("links the platform's terms and privacy notice from the box, each in a new tab that screen readers announce", () => {
    render(<RegisterPage />);
    const links = [
      ['AGB (öffnet in neuem Tab)', '/rechtliches/nutzungsbedingungen.html'],
      ['Datenschutzbestimmungen (öffnet in neuem Tab)', '/rechtliches/datenschutz.html'],
    ];
    for (const [name, href] of links) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows the server message of a refused registration', async () => {
    register.mockRejectedValue(new ApiError(400, 'UNKNOWN_TENANT', 'Die gewählte Kommune gibt es nicht.'));
    const user = userEvent.setup();
    render(<RegisterPage />);
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    await user.type(screen.getByLabelText('Nachname'), 'Albrecht');
    await user.type(screen.getByLabelText('E-Mail'), 'admin@musterstadt.example');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'Geheim2026!');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'Geheim2026!');
    await user.type(screen.getByRole('combobox', { name: 'Kommune' }), 'Muster');
    await user.click(await screen.findByRole('option', { name: 'Musterstadt' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Die gewählte Kommune gibt es nicht.'));
    expect(window.location.pathname).toBe('/register');
  });
});
