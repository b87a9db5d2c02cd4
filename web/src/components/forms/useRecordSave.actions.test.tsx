import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.js';
import { renderAt } from '../../test-support/router.js';
import { Button } from '../Button.js';
import { FormAlert } from '../FormAlert.js';
import { toasts } from '../toast.js';
import { TextField } from './TextField.js';
import { useRecordSave } from './useRecordSave.js';

type Field = 'name' | 'zip';
type Action = 'publish' | 'draft' | 'approve';

interface FormOptions {
  save: (action: Action) => Promise<{ name: string }>;
  /** stays on the form after a draft */
  stay?: boolean;
  /** both fields told at the fields themselves instead of in the alert */
  atFields?: boolean;
}

/** A notice with two save actions and an approval outside the values; both fields are required. */
function NoticeForm({ save, stay = false, atFields = false }: FormOptions) {
  const [name, setName] = useState('');
  const [zip, setZip] = useState('');
  const [kept, setKept] = useState<string | null>(null);
  const missing = [...(name ? [] : ['name' as const]), ...(zip ? [] : ['zip' as const])];
  const { form, alertId, problem, pendingAction, saveAs, invalidBy, errorOf } = useRecordSave<Field, { name: string }, Action>({
    listHref: '/notices',
    validate: (action) => {
      if (action === 'approve' || missing.length === 0) return null;
      if (!atFields) return { messageKey: 'errors.fillAllFields', fields: missing };
      return { message: null, fields: missing, fieldTexts: new Map(missing.map((field) => [field, `${field} fehlt`])) };
    },
    save,
    savedMessage: (notice, action) => `${action}: ${notice.name}`,
    afterSave: (notice, action, backToList) => (stay && action === 'draft' ? setKept(notice.name) : backToList()),
    failure: (_error, action) => (action === 'approve' ? 'toast' : null),
    focus: (element, { fields }) => element.querySelector<HTMLElement>(`[name="${fields.at(-1)}"]`),
  });
  return (
    <form ref={form} noValidate>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <TextField label="Name" name="name" invalidBy={invalidBy('name')} error={errorOf('name')} value={name} onChange={setName} />
      <TextField label="PLZ" name="zip" invalidBy={invalidBy('zip')} error={errorOf('zip')} value={zip} onChange={setZip} />
      <Button isPending={pendingAction === 'publish'} onClick={() => void saveAs('publish')}>
        Veröffentlichen
      </Button>
      <Button isPending={pendingAction === 'draft'} onClick={() => void saveAs('draft')}>
        Entwurf
      </Button>
      <Button isPending={pendingAction === 'approve'} onClick={() => void saveAs('approve')}>
        Freigeben
      </Button>
      {kept && <p>Gespeichert: {kept}</p>}
    </form>
  );
}

const renderForm = (options: FormOptions) => renderAt('/edit-notice', <NoticeForm {...options} />);
const box = (name: string) => screen.getByRole('textbox', { name });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function fillIn() {
  await userEvent.type(box('Name'), 'Stadtfest');
  await userEvent.type(box('PLZ'), '12345');
}

describe('useRecordSave with several actions and fields', () => {
  it('marks every field of the broken rule, pointing at the alert, and focuses where the form says', async () => {
    const save = vi.fn();
    renderForm({ save });
    await click('Entwurf');
    expect(screen.getByRole('alert').textContent).toBe('Bitte füllen Sie alle Felder aus.');
    for (const name of ['Name', 'PLZ']) expect(box(name).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(box('PLZ'));
    expect(save).not.toHaveBeenCalled();
  });

  it('tells each broken rule at its own field, with an empty alert', async () => {
    renderForm({ save: vi.fn(), atFields: true });
    await click('Veröffentlichen');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByText('name fehlt')).toBeTruthy();
    expect(screen.getByText('zip fehlt')).toBeTruthy();
    expect(box('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves with the action clicked, announces only its button as busy, and returns to the list', async () => {
    let finish: (notice: { name: string }) => void = () => undefined;
    const save = vi.fn(() => new Promise<{ name: string }>((resolve) => (finish = resolve)));
    const location = renderForm({ save });
    await fillIn();
    await click('Entwurf');
    expect(screen.getByRole('button', { name: 'Entwurf' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Veröffentlichen' }).hasAttribute('aria-busy')).toBe(false);
    await click('Veröffentlichen');
    expect(save.mock.calls).toEqual([['draft']]);
    finish({ name: 'Stadtfest' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/notices'));
    expect(toasts.value.map((toast) => toast.text)).toEqual(['draft: Stadtfest']);
  });

  it('lets the form stay after a save, ready for the next one', async () => {
    const save = vi.fn(async () => ({ name: 'Stadtfest' }));
    const location = renderForm({ save, stay: true });
    await fillIn();
    await click('Entwurf');
    expect(await screen.findByText('Gespeichert: Stadtfest')).toBeTruthy();
    expect(location.history).toEqual(['/edit-notice']);
    expect(screen.getByRole('button', { name: 'Entwurf' }).hasAttribute('aria-busy')).toBe(false);
    await click('Entwurf');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('shows the refusal of an action outside the values as an error toast, the form untouched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Sie dürfen diese Meldung nicht freigeben.'));
    renderForm({ save });
    await click('Freigeben');
    await waitFor(() =>
      expect(toasts.value).toEqual([expect.objectContaining({ kind: 'error', text: 'Sie dürfen diese Meldung nicht freigeben.' })]),
    );
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Freigeben' }).hasAttribute('aria-busy')).toBe(false);
  });
});
