import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from './EmailField.js';
import { NameField } from './NameField.js';
import { PasswordField } from './PasswordField.js';
import { TextField } from './TextField.js';

describe('TextField', () => {
  it('labels the input and describes it by hint, own error and the form alert', () => {
    render(
      <>
        <p id="form-alert">Bitte prüfen Sie die Eingaben.</p>
        <TextField label="Breitengrad" hint="z. B. 52,2201" error="Ungültig" invalidBy="form-alert" value="" onChange={() => undefined} />
      </>,
    );
    const input = screen.getByLabelText('Breitengrad');
    expect(input.className).toBe('input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'z. B. 52,2201',
      'Ungültig',
      'Bitte prüfen Sie die Eingaben.',
    ]);
  });

  it('announces required without leaving the check to the browser, and passes input attributes on', () => {
    render(
      <TextField
        label="Beginn"
        required
        className="wide"
        inputMode="numeric"
        placeholder="2026.07.01 08:00"
        value=""
        onChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText('Beginn') as HTMLInputElement;
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.required).toBe(false);
    expect(input.className).toBe('input wide');
    expect(input.inputMode).toBe('numeric');
    expect(input.placeholder).toBe('2026.07.01 08:00');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('hands each typed text to onChange', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Name"
          value={value}
          onChange={(text) => {
            onChange(text);
            setValue(text);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ab');
    expect(onChange.mock.calls).toEqual([['A'], ['Ab']]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ab');
  });
});

describe('EmailField, PasswordField and NameField', () => {
  it('give e-mail and password inputs their type and autocomplete purpose', () => {
    render(
      <>
        <EmailField label="E-Mail" value="" onChange={() => undefined} />
        <EmailField label="Benutzer" name="mail" autoComplete="username" value="" onChange={() => undefined} />
        <PasswordField label="Passwort" name="password" autoComplete="current-password" value="" onChange={() => undefined} />
      </>,
    );
    const email = screen.getByLabelText('E-Mail') as HTMLInputElement;
    expect([email.type, email.name, email.autocomplete]).toEqual(['email', 'email', 'email']);
    const user = screen.getByLabelText('Benutzer') as HTMLInputElement;
    expect([user.type, user.name, user.autocomplete]).toEqual(['email', 'mail', 'username']);
    const password = screen.getByLabelText('Passwort') as HTMLInputElement;
    expect([password.type, password.name, password.autocomplete]).toEqual(['password', 'password', 'current-password']);
  });

  it('keeps a record name required, to 200 characters and out of autofill', () => {
    render(<NameField label="Bezeichnung" invalidBy={null} value="Stadtfest" onChange={() => undefined} />);
    const name = screen.getByLabelText('Bezeichnung') as HTMLInputElement;
    expect(name.getAttribute('aria-required')).toBe('true');
    expect([name.type, name.name, name.maxLength, name.autocomplete, name.value]).toEqual(['text', 'name', 200, 'off', 'Stadtfest']);
  });
});
