import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteEditor } from './NoteEditor.js';

function renderEditor(onSave = vi.fn(async () => true)) {
  render(<NoteEditor label="Neue Notiz oder Antwort" chooseType reporterEmail="lena.schulz@example.org" onSave={onSave} />);
  return { onSave, text: screen.getByLabelText('Neue Notiz oder Antwort'), save: screen.getByRole('button', { name: 'Notiz speichern' }) };
}

describe('NoteEditor', () => {
  it('keeps Save disabled while the text is empty or blank', async () => {
    const { text, save } = renderEditor();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(text, '   ');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(text, 'Bauhof informiert');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves with Ctrl+Enter and empties the field afterwards', async () => {
    const { onSave, text } = renderEditor();
    await userEvent.type(text, 'Bauhof informiert');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledWith('Bauhof informiert', 'NOTE');
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  it('does not save an empty note with Ctrl+Enter, and Enter alone makes a new line', async () => {
    const { onSave, text } = renderEditor();
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(text, 'erste{Enter}zweite');
    expect((text as HTMLTextAreaElement).value).toBe('erste\nzweite');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says where an answer is mailed and saves it as ANSWER', async () => {
    const { onSave, text } = renderEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'Antwort an die meldende Person' }));
    expect(screen.getByText(/Die Antwort wird per E-Mail an lena.schulz@example.org gesendet./)).toBeTruthy();
    await userEvent.type(text, 'Wird nächste Woche repariert.');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(onSave).toHaveBeenCalledWith('Wird nächste Woche repariert.', 'ANSWER');
  });

  it('keeps the text when saving failed', async () => {
    const { text } = renderEditor(vi.fn(async () => false));
    await userEvent.type(text, 'Notiz');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect((text as HTMLTextAreaElement).value).toBe('Notiz');
  });
});
