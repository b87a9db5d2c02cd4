import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { AnswerTemplatePicker, type AnswerCase } from './AnswerTemplatePicker.js';

export type NewNoteType = 'NOTE' | 'ANSWER';

export interface NoteEditorProps {
  /** the text field's label */
  label: string;
  initialText?: string;
  /** offers the choice between a note and an answer (new notes only; an edit keeps the type) */
  chooseType?: boolean;
  /** the reporter's address, named in the answer hint; null when the case has none */
  reporterEmail?: string | null;
  /** with the type ANSWER, offers this case's tenant's answer templates, filled in for it (new notes only) */
  answerCase?: AnswerCase | null;
  /** the save button's text; without, it follows the chosen type ("Notiz speichern" or "Antwort senden") */
  submitLabel?: string;
  /** saves; true when it worked (a new note's field is then emptied) */
  onSave: (description: string, type: NewNoteType) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Writes a note or an answer: Save stays disabled while the text is empty, Ctrl+Enter saves. */
export function NoteEditor({
  label,
  initialText = '',
  chooseType = false,
  reporterEmail = null,
  answerCase = null,
  submitLabel,
  onSave,
  onCancel,
  autoFocus,
}: NoteEditorProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [type, setType] = useState<NewNoteType>('NOTE');
  const { pending, run } = useSubmit();
  const field = useRef<HTMLTextAreaElement>(null);
  // where the caret goes once an inserted template is in the field
  const caretAfterInsert = useRef<number | null>(null);
  const empty = text.trim() === '';

  useEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !field.current) return;
    caretAfterInsert.current = null;
    field.current.focus();
    field.current.setSelectionRange(caret, caret);
  }, [text]);

  /** Puts a template's text where the caret is (replacing a selection), and the keyboard back into the field to edit it. */
  const insert = (addition: string) => {
    const start = field.current?.selectionStart ?? text.length;
    const end = field.current?.selectionEnd ?? text.length;
    caretAfterInsert.current = start + addition.length;
    setText(text.slice(0, start) + addition + text.slice(end));
  };

  const save = async () => {
    if (empty) return;
    await run(async () => {
      const saved = await onSave(text.trim(), type);
      if (saved && !initialText) {
        setText('');
        setType('NOTE');
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  const answerHint = reporterEmail ? t('caseFile.notes.answerMailed', { email: reporterEmail }) : t('caseFile.notes.answerNoEmail');

  return (
    <form className="note-editor" onSubmit={submit}>
      {chooseType && (
        <fieldset className="note-editor__types">
          <legend className="field__label">{t('caseFile.notes.type')}</legend>
          {(['NOTE', 'ANSWER'] as const).map((option) => (
            <label key={option} className="note-editor__type">
              <input type="radio" name={`${id}-type`} value={option} checked={type === option} onChange={() => setType(option)} />
              {t(option === 'NOTE' ? 'caseFile.notes.typeNote' : 'caseFile.notes.typeAnswer')}
            </label>
          ))}
        </fieldset>
      )}
      {chooseType && type === 'ANSWER' && answerCase && <AnswerTemplatePicker caseFile={answerCase} onInsert={insert} />}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          {label}
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {chooseType && type === 'ANSWER' && <span className="note-editor__answer-hint">{answerHint} </span>}
          {t('caseFile.notes.shortcut')}
        </p>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="input note-editor__text"
          rows={3}
          maxLength={5000}
          value={text}
          aria-describedby={`${id}-hint`}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
        />
      </div>
      <div className="note-editor__buttons">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={empty} isPending={pending}>
          {submitLabel ?? t(type === 'ANSWER' ? 'caseFile.notes.sendAnswer' : 'caseFile.notes.saveNote')}
        </Button>
      </div>
    </form>
  );
}
