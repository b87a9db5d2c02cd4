import { useState } from 'react';
import type { CaseNote } from '@contracts/case.js';
import { Button } from '../../components/Button.js';
import { useT, type Translate } from '../../i18n/i18n.js';
import { NoteEditor } from './NoteEditor.js';

const TYPE_KEYS = { NOTE: 'caseFile.notes.badgeNote', ANSWER: 'caseFile.notes.badgeAnswer', PHOTO: 'caseFile.notes.badgePhoto' } as const;

function authorOf(note: CaseNote, t: Translate): string {
  if (note.createdBy) return note.createdBy.fullname;
  if (note.clientMessage) return t('caseFile.notes.reporter');
  return note.systemGenerated ? t('caseFile.notes.system') : t('caseFile.notes.unknownAuthor');
}

export interface NoteItemProps {
  note: CaseNote;
  onUpdate: (note: CaseNote, description: string) => Promise<boolean>;
  onDelete: (note: CaseNote) => void;
}

/** One note or answer: author, date, type badge, text; edit and delete as the note's flags allow. */
export function NoteItem({ note, onUpdate, onDelete }: NoteItemProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const author = authorOf(note, t);
  return (
    <li className="note">
      <div className="note__meta">
        <span className={`note__badge note__badge--${note.type.toLowerCase()}`}>{t(TYPE_KEYS[note.type])}</span>
        <span className="note__author">{author}</span>
        <time className="note__date" dateTime={note.createdAt}>
          {note.createdAtFormatted}
        </time>
      </div>
      {editing ? (
        <NoteEditor
          label={t('caseFile.notes.editLabel')}
          initialText={note.description}
          submitLabel={t('caseFile.notes.saveEdit')}
          autoFocus
          onCancel={() => setEditing(false)}
          onSave={async (description) => {
            const saved = await onUpdate(note, description);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <p className="note__text">{note.description}</p>
      )}
      {!editing && (note.editable || note.deletable) && (
        <div className="note__actions">
          {note.editable && (
            <Button
              variant="quiet"
              className="note__action"
              onClick={() => setEditing(true)}
              aria-label={t('caseFile.notes.editOf', { author, date: note.createdAtFormatted })}
            >
              {t('caseFile.notes.edit')}
            </Button>
          )}
          {note.deletable && (
            <Button
              variant="quiet"
              className="note__action"
              onClick={() => onDelete(note)}
              aria-label={t('caseFile.notes.deleteOf', { author, date: note.createdAtFormatted })}
            >
              {t('caseFile.notes.delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
