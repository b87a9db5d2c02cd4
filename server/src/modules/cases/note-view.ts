import type { Kysely } from 'kysely';
import type { CaseNote, NoteType } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, toBool } from '../../db/values.js';
import { hasRight } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { fullname } from '../users/index.js';

/** Reading notes: rows, the caller's edit and delete flags, and the rules behind them. */

const NOTE_NOT_FOUND = 'Die Notiz wurde nicht gefunden.';

export interface NoteRow {
  id: number;
  type: string;
  description: string;
  systemGenerated: number;
  clientMessage: number;
  createdBy: number | null;
  createdAt: string;
  sentAt: string | null;
  firstname: string | null;
  lastname: string | null;
}

/** Notes written by the system or by the reporter are never edited by staff. */
export const isFixed = (note: { systemGenerated: number; clientMessage: number }) =>
  toBool(note.systemGenerated) || toBool(note.clientMessage);

/** An answer mailed to the reporter is what they read: it is neither edited nor deleted afterwards. */
export const isSent = (note: { sentAt: string | null }) => note.sentAt !== null;

/** Own notes need CREATE_CASE_NOTES, other people's UPDATE_CASE_NOTES. */
export const mayEdit = (user: AuthUser, note: { createdBy: number | null }) =>
  hasRight(user, note.createdBy === user.id ? 'CREATE_CASE_NOTES' : 'UPDATE_CASE_NOTES');

export function noteDto(user: AuthUser, row: NoteRow): CaseNote {
  return {
    id: row.id,
    description: row.description,
    type: row.type as NoteType,
    createdBy:
      row.firstname !== null && row.lastname !== null ? { fullname: fullname({ firstname: row.firstname, lastname: row.lastname }) } : null,
    createdAt: row.createdAt,
    createdAtFormatted: formatBerlin(row.createdAt)!,
    systemGenerated: toBool(row.systemGenerated),
    clientMessage: toBool(row.clientMessage),
    answer: row.type === 'ANSWER',
    editable: !isFixed(row) && !isSent(row) && mayEdit(user, row),
    deletable: !toBool(row.systemGenerated) && !isSent(row) && hasRight(user, 'DELETE_CASE_NOTES'),
  };
}

function noteQuery(db: Kysely<Database>) {
  return db
    .selectFrom('caseNote')
    .leftJoin('appUser', 'appUser.id', 'caseNote.createdBy')
    .select([
      'caseNote.id',
      'caseNote.type',
      'caseNote.description',
      'caseNote.systemGenerated',
      'caseNote.clientMessage',
      'caseNote.createdBy',
      'caseNote.createdAt',
      'caseNote.sentAt',
      'appUser.firstname',
      'appUser.lastname',
    ]);
}

/** The notes of a case, newest first, with what the caller may do with each. */
export async function loadNotes(db: Kysely<Database>, user: AuthUser, caseId: number): Promise<CaseNote[]> {
  const rows = await noteQuery(db)
    .where('caseNote.caseId', '=', caseId)
    .orderBy('caseNote.createdAt', 'desc')
    .orderBy('caseNote.id', 'desc')
    .execute();
  return rows.map((row) => noteDto(user, row));
}

export async function findNote(db: Kysely<Database>, caseId: number, noteId: number): Promise<NoteRow> {
  const row = await noteQuery(db).where('caseNote.id', '=', noteId).where('caseNote.caseId', '=', caseId).executeTakeFirst();
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}
