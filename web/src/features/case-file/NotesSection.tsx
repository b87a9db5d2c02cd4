import { useId, useRef, useState } from 'react';
import type { Case, CaseNote } from '@contracts/case.js';
import { Card } from '../../components/Card.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { hasRight, type CaseViewer } from './case-rules.js';
import { NoteEditor, type NewNoteType } from './NoteEditor.js';
import { NoteItem } from './NoteItem.js';
import { StartWorkNotice } from './StartWorkNotice.js';

export interface NotesSectionProps {
  caseFile: Case;
  viewer: CaseViewer;
  /** reads the case again: a note changes the list, and the first one moves a new case into progress */
  onChanged: () => Promise<void>;
}

/** "Notizen und Antworten": a new note or answer, and the list newest first in a scrollable region. */
export function NotesSection({ caseFile, viewer, onChanged }: NotesSectionProps) {
  const t = useT();
  const listId = useId();
  const startWorkId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [deleting, setDeleting] = useState<CaseNote | null>(null);
  const deletion = useSubmit();
  const notes = caseFile.notesOrdered;

  /** A change of the notes: its toast and the case read again, or its failure as an error toast. */
  const change = async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await work();
    } catch (error) {
      showError(error);
      return false;
    }
    showSuccess(success);
    await onChanged();
    return true;
  };

  // says what the reporter got: an answer goes out by mail when the case has their address
  const savedMessage = (type: NewNoteType) =>
    type === 'NOTE'
      ? t('caseFile.toast.noteSaved')
      : caseFile.email
        ? t('caseFile.toast.answerSent', { email: caseFile.email })
        : t('caseFile.toast.answerSaved');

  const create = (description: string, type: NewNoteType) =>
    change(() => api.cases.createNote(caseFile.id, { description, type }), savedMessage(type));

  const update = (note: CaseNote, description: string) =>
    change(() => api.cases.updateNote(caseFile.id, note.id, { description }), t('caseFile.toast.noteUpdated'));

  const confirmDelete = async () => {
    if (!deleting) return;
    await deletion.run(() => change(() => api.cases.deleteNote(caseFile.id, deleting.id), t('caseFile.toast.noteDeleted')));
    setDeleting(null);
    // the note and its button are gone: the list keeps the keyboard
    list.current?.focus();
  };

  return (
    <Card title={t('caseFile.notes.title')}>
      <div className="stack">
        {hasRight(viewer, 'CREATE_CASE_NOTES') && <StartWorkNotice id={startWorkId} caseFile={caseFile} />}
        {hasRight(viewer, 'CREATE_CASE_NOTES') && (
          <NoteEditor
            label={t('caseFile.notes.newLabel')}
            chooseType
            reporterEmail={caseFile.email}
            answerCase={caseFile}
            onSave={create}
          />
        )}
        <h3 className="case-file__subheading" id={listId}>
          {t('caseFile.notes.listTitle', { count: notes.length })}
        </h3>
        <div ref={list} className="notes" role="region" aria-labelledby={listId} tabIndex={0}>
          {notes.length === 0 ? (
            <p className="notes__empty">{t('caseFile.notes.empty')}</p>
          ) : (
            <ul className="notes__list">
              {notes.map((note) => (
                <NoteItem key={note.id} note={note} onUpdate={update} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('caseFile.notes.deleteTitle')}
        confirmLabel={t('caseFile.notes.delete')}
        destructive
        isPending={deletion.pending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('caseFile.notes.deleteQuestion')}</p>
      </ConfirmDialog>
    </Card>
  );
}
