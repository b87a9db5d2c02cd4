import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { renderAt } from '../../test-support/router.js';
import { FormAlert } from '../FormAlert.js';
import { toasts } from '../toast.js';
import { SaveCancelButtons } from './SaveCancelButtons.js';
import { TextField } from './TextField.js';
import { useRecordSave } from './useRecordSave.js';

type StreetField = 'name' | 'zip';

/** A street form: the name is required; the server may refuse the postcode. */
function StreetForm({ save }: { save: (name: string) => Promise<{ name: string }> }) {
  const [name, setName] = useState('');
  const [zip, setZip] = useState('');
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave<StreetField, { name: string }>({
    listHref: '/streets',
    validate: () => (name.trim() ? null : { messageKey: 'errors.fillAllFields', field: 'name' }),
    save: () => save(name),
    savedMessage: (street) => `Die Straße „${street.name}“ wurde gespeichert.`,
    fieldOfCode: (code) => (code === 'ZIP_INVALID' ? 'zip' : null),
  });
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <TextField label="Name" invalidBy={invalidBy('name')} value={name} onChange={setName} />
      <TextField label="PLZ" invalidBy={invalidBy('zip')} value={zip} onChange={setZip} />
      <SaveCancelButtons pending={pending} cancelHref="/streets" />
    </form>
  );
}

function renderForm(save: (name: string) => Promise<{ name: string }>) {
  return renderAt('/create-street', <StreetForm save={save} />);
}

const alertText = () => screen.getByRole('alert').textContent;

describe('useRecordSave with SaveCancelButtons', () => {
  it('checks the values first and marks and focuses the field of the broken rule, sending nothing', async () => {
    const save = vi.fn();
    renderForm(save);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(alertText()).toBe('Bitte füllen Sie alle Felder aus.');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, shows the success toast and returns to the list', async () => {
    const save = vi.fn(async (name: string) => ({ name }));
    const location = renderForm(save);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Marktstraße');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/streets'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(toasts.value).toEqual([expect.objectContaining({ kind: 'success', text: 'Die Straße „Marktstraße“ wurde gespeichert.' })]);
  });

  it('shows the server’s refusal and marks the field its code names; the form can be saved again', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(400, 'ZIP_INVALID', 'Die Postleitzahl ist ungültig.'));
    const location = renderForm(save);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Marktstraße');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(alertText()).toBe('Die Postleitzahl ist ungültig.'));
    const zip = screen.getByRole('textbox', { name: 'PLZ' });
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(zip);
    expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('aria-busy')).toBe(false);
    expect(location.history).toEqual(['/create-street']);
  });

  it('says an unexpected failure in general words and marks no field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Marktstraße');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(alertText()).toBe('Ein unerwarteter Fehler ist aufgetreten.'));
    for (const field of screen.getAllByRole('textbox')) expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(logged).toHaveBeenCalled();
  });

  it('sends once while a save is running, announced as busy', async () => {
    let finish: (street: { name: string }) => void = () => undefined;
    const save = vi.fn(() => new Promise<{ name: string }>((resolve) => (finish = resolve)));
    renderForm(save);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Marktstraße');
    const button = screen.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    finish({ name: 'Marktstraße' });
    await waitFor(() => expect(toasts.value).toHaveLength(1));
  });

  it('offers Abbrechen as a link back to the list', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('link', { name: 'Abbrechen' }).getAttribute('href')).toBe('/streets');
  });
});
