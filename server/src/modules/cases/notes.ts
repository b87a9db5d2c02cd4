import type { Kysely } from 'kysely';
import type { CaseNote, NoteSave } from '@contracts/case.js';
import type { Database } from '../../db/schema.js';
import { now, toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { mailReporterAnswer } from './mails.js';
import type { CaseLinks } from './status-link.js';
import { findNote, isFixed, isSent, loadNotes, mayEdit, noteDto } from './note-view.js';
import { writeProtocol } from './protocol.js';
import type { CaseRecord } from './dto.js';
import { findVisibleCase, markEdited } from './record.js';
import { startWorkIfNew } from './transitions.js';
import { caseVisibility } from './visibility.js';

export const NOTE_MESSAGES = {
  empty: 'Bitte geben Sie einen Text für die Notiz ein.',
  fixed: 'Diese Notiz kann nicht bearbeitet oder gelöscht werden.',
  typeFixed: 'Die Art einer Notiz kann nachträglich nicht geändert werden.',
  otherAuthor: 'Sie dürfen nur Ihre eigenen Notizen bearbeiten.',
  sent: 'Diese Antwort wurde bereits an die meldende Person gesendet und kann nicht mehr bearbeitet oder gelöscht werden. Schreiben Sie für eine Korrektur eine neue Antwort.',
  deleted: 'Die Notiz wurde gelöscht',
};

function requiredText(description: string | undefined): string {
  const text = description?.trim() ?? '';
  if (!text) throw badRequest(NOTE_MESSAGES.empty);
  return text;
}

/** GET /api/case/{id}/note */
export async function listCaseNotes(db: Kysely<Database>, user: AuthUser, caseId: number): Promise<CaseNote[]> {
  const record = await findVisibleCase(db, await caseVisibility(db, user), caseId);
  return loadNotes(db, user, record.id);
}

/**
 * Adds a note or an answer to a case inside the caller's transaction; an answer is mailed to a reporter with an
 * address. `userId` null: the system wrote it (a status note read back from a receiving body).
 */
export async function addNote(
  trx: Kysely<Database>,
  record: CaseRecord,
  type: 'NOTE' | 'ANSWER',
  description: string,
  userId: number | null,
  links: CaseLinks,
): Promise<number> {
  const mailed = type === 'ANSWER' && record.email !== null;
  const createdAt = now();
  const row = await trx
    .insertInto('caseNote')
    .values({ caseId: record.id, type, description, systemGenerated: 0, createdBy: userId, createdAt, sentAt: mailed ? createdAt : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeProtocol(trx, record.id, userId, [
    type === 'NOTE'
      ? 'Notiz hinzugefügt'
      : mailed
        ? 'Antwort an die meldende Person gesendet'
        : 'Antwort hinzugefügt (keine E-Mail-Adresse der meldenden Person bekannt)',
  ]);
  if (mailed) await mailReporterAnswer(trx, record, description, links);
  await markEdited(trx, record.id, userId);
  return row.id;
}

/**
 * POST /api/case/{id}/note (CREATE_CASE_NOTES): a note, or an answer that is mailed to the reporter when the
 * case has an address. The first note puts a new case in progress.
 */
export async function createNote(
  db: Kysely<Database>,
  user: AuthUser,
  caseId: number,
  input: NoteSave,
  links: CaseLinks,
): Promise<CaseNote> {
  const description = requiredText(input.description);
  const type = input.type ?? 'NOTE';
  const v = await caseVisibility(db, user);
  const noteId = await db.transaction().execute(async (trx) => {
    const record = await findVisibleCase(trx, v, caseId);
    await startWorkIfNew(trx, record, user.id, links);
    return addNote(trx, record, type, description, user.id, links);
  });
  return noteDto(user, await findNote(db, caseId, noteId));
}

/**
 * PUT /api/case/{id}/note/{noteId}: the text only; own notes with CREATE_CASE_NOTES, others' with UPDATE_CASE_NOTES.
 * A sent answer stays as the reporter read it: a correction is a new answer.
 */
export async function updateNote(db: Kysely<Database>, user: AuthUser, caseId: number, noteId: number, input: NoteSave): Promise<CaseNote> {
  const v = await caseVisibility(db, user);
  await db.transaction().execute(async (trx) => {
    await findVisibleCase(trx, v, caseId);
    const note = await findNote(trx, caseId, noteId);
    if (!mayEdit(user, note)) throw forbidden(NOTE_MESSAGES.otherAuthor);
    if (isFixed(note)) throw conflict(NOTE_MESSAGES.fixed, 'NOTE_FIXED');
    if (isSent(note)) throw conflict(NOTE_MESSAGES.sent, 'ANSWER_SENT');
    if (input.type !== undefined && input.type !== note.type) throw badRequest(NOTE_MESSAGES.typeFixed);
    const description = requiredText(input.description);
    await trx.updateTable('caseNote').set({ description, editedAt: now() }).where('id', '=', noteId).execute();
    await writeProtocol(trx, caseId, user.id, [note.type === 'ANSWER' ? 'Antwort bearbeitet' : 'Notiz bearbeitet']);
    await markEdited(trx, caseId, user.id);
  });
  return noteDto(user, await findNote(db, caseId, noteId));
}

/** DELETE /api/case/{id}/note/{noteId} (DELETE_CASE_NOTES); system notes and sent answers stay. */
export async function deleteNote(db: Kysely<Database>, user: AuthUser, caseId: number, noteId: number): Promise<string> {
  const v = await caseVisibility(db, user);
  await db.transaction().execute(async (trx) => {
    await findVisibleCase(trx, v, caseId);
    const note = await findNote(trx, caseId, noteId);
    if (toBool(note.systemGenerated)) throw conflict(NOTE_MESSAGES.fixed, 'NOTE_FIXED');
    if (isSent(note)) throw conflict(NOTE_MESSAGES.sent, 'ANSWER_SENT');
    await trx.deleteFrom('caseNote').where('id', '=', noteId).execute();
    await writeProtocol(trx, caseId, user.id, [note.type === 'ANSWER' ? 'Antwort gelöscht' : 'Notiz gelöscht']);
    await markEdited(trx, caseId, user.id);
  });
  return NOTE_MESSAGES.deleted;
}
