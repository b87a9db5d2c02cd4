import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerTemplate } from '@contracts/answer-template.js';
import { pageOf } from '../../test-support/pages.js';
import type { AnswerCase } from './AnswerTemplatePicker.js';

const mocks = vi.hoisted(() => ({ api: { answerTemplates: { list: vi.fn() } } }));

vi.mock('../../session/session.js', async () => (await import('../../test-support/session-mock.js')).mockSession(mocks.api));

const { NoteEditor } = await import('./NoteEditor.js');
const { answerTemplates } = mocks.api;

const CASE: AnswerCase = {
  tenantId: 2,
  caseNumber: 17,
  state: 'FINISHED',
  category: { id: 5, name: 'Straßenbeleuchtung' },
  tenant: { id: 2, name: 'Musterstadt' },
  createdAtYear: 2026,
  createdAtMonth: 4,
  createdAtDay: 9,
};
const template = (id: number, name: string, text: string): AnswerTemplate => ({
  id,
  name,
  text,
  tenantId: 2,
  tenant: { id: 2, name: 'Musterstadt', designationMap: {} },
  createdAt: '2026-01-01T00:00:00Z',
  editedAt: null,
});
const FIXED = 'Ihre Meldung {fallnummer} vom {datum} ({kategorie}) ist {status}. Stadt {gemeinde}';
const FILLED = 'Ihre Meldung 17 vom 2026.04.09 (Straßenbeleuchtung) ist Abgeschlossen. Stadt Musterstadt';

function renderEditor(answerCase: AnswerCase | null = CASE, onSave = vi.fn(async () => true)) {
  render(
    <NoteEditor
      label="Neue Notiz oder Antwort"
      chooseType
      reporterEmail="lena.schulz@example.org"
      answerCase={answerCase}
      onSave={onSave}
    />,
  );
  return { onSave, text: screen.getByLabelText('Neue Notiz oder Antwort') as HTMLTextAreaElement };
}

const chooseAnswer = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('radio', { name: 'Antwort an die meldende Person' }));

beforeEach(() => {
  answerTemplates.list.mockResolvedValue(pageOf([template(1, 'Mangel behoben', FIXED), template(2, 'Dank', 'Vielen Dank!')]));
});

describe('the answer template picker of the note editor', () => {
  it('offers the templates of the case’s tenant for an answer only, and inserts the chosen one filled in for the case', async () => {
    const user = userEvent.setup();
    const { text, onSave } = renderEditor();
    expect(screen.queryByRole('combobox', { name: 'Textbaustein einfügen' })).toBeNull();
    expect(answerTemplates.list).not.toHaveBeenCalled();

    await chooseAnswer(user);
    const picker = await screen.findByRole('combobox', { name: 'Textbaustein einfügen' });
    expect(answerTemplates.list).toHaveBeenCalledWith({ tenant: 2, size: 200 });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bitte auswählen …', 'Mangel behoben', 'Dank']);
    const insert = screen.getByRole('button', { name: 'Einfügen' }) as HTMLButtonElement;
    expect(insert.disabled).toBe(true);

    await user.selectOptions(picker, 'Mangel behoben');
    await user.click(insert);
    expect(text.value).toBe(FILLED);
    // the choice is done, and the keyboard is back in the text, after what was inserted, to edit it
    expect((picker as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.selectionStart).toBe(FILLED.length);

    await user.type(text, ' Gruß');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(onSave).toHaveBeenCalledWith(`${FILLED} Gruß`, 'ANSWER');
  });

  it('inserts at the caret, replacing a selection', async () => {
    const user = userEvent.setup();
    const { text } = renderEditor();
    await chooseAnswer(user);
    await user.type(text, 'Guten Tag, XX Ende');
    text.setSelectionRange(11, 13);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Textbaustein einfügen' }), 'Dank');
    await user.click(screen.getByRole('button', { name: 'Einfügen' }));
    expect(text.value).toBe('Guten Tag, Vielen Dank! Ende');
  });

  it('shows no picker for a case without tenant', async () => {
    const user = userEvent.setup();
    renderEditor({ ...CASE, tenantId: null, tenant: null });
    await chooseAnswer(user);
    expect(answerTemplates.list).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Textbaustein einfügen' })).toBeNull();
  });

  it('shows no picker when the tenant has no templates', async () => {
    answerTemplates.list.mockResolvedValue(pageOf([]));
    const user = userEvent.setup();
    renderEditor();
    await chooseAnswer(user);
    await waitFor(() => expect(answerTemplates.list).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: 'Textbaustein einfügen' })).toBeNull();
  });
});
