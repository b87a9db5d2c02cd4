import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormAlert } from '../FormAlert.js';
import { TextField } from './TextField.js';
import { useFormProblem } from './useFormProblem.js';

type Field = 'first' | 'second';

/** Two fields; each button fails with a problem about one of them, or clears it. */
function ProblemForm() {
  const { form, alertId, problem, fail, clear } = useFormProblem<{ message: string; field: Field }>();
  const invalidBy = (field: Field) => (problem?.field === field ? alertId : null);
  return (
    <form ref={form}>
      <FormAlert id={alertId} message={problem?.message ?? null} />
      <TextField label="Erstes" invalidBy={invalidBy('first')} value="" onChange={() => undefined} />
      <TextField label="Zweites" invalidBy={invalidBy('second')} value="" onChange={() => undefined} />
      <button type="button" onClick={() => fail({ message: 'Zweites fehlt.', field: 'second' })}>
        Prüfen
      </button>
      <button type="button" onClick={clear}>
        Zurücksetzen
      </button>
    </form>
  );
}

describe('useFormProblem', () => {
  it('shows the message, marks the field it concerns and moves the focus there on every failure', async () => {
    render(<ProblemForm />);
    const second = screen.getByLabelText('Zweites');
    expect(screen.getByRole('alert').textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('alert').textContent).toBe('Zweites fehlt.');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(second.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByLabelText('Erstes').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(second);

    screen.getByLabelText('Erstes').focus();
    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(document.activeElement).toBe(second);
  });

  it('clears the problem', async () => {
    render(<ProblemForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByLabelText('Zweites').hasAttribute('aria-invalid')).toBe(false);
  });
});
