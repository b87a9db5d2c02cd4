import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fromBool, now, toBool } from '../../db/values.js';
import { scopeIncludes } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, notFound, unauthorized } from '../../platform/errors.js';
import {
  isStoredName,
  randomStoredName,
  signFileAccess,
  sniffImage,
  type FileStorage,
  type GeneratedMime,
  type ImageMime,
} from '../../platform/files.js';
import { stripImageMetadata } from '../../platform/image-metadata.js';

export const UPLOAD_MESSAGES = {
  missing: 'Bitte wählen Sie eine Datei aus.',
  oneFile: 'Bitte laden Sie genau eine Datei hoch.',
  unreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  empty: 'Die Datei ist leer.',
  wrongType: 'Es können nur Bilder im Format PNG, GIF oder JPEG hochgeladen werden.',
  broken: 'Die Datei ist kein gültiges Bild.',
  tooLarge: (maxMb: number) => `Die Datei ist zu groß. Erlaubt sind höchstens ${maxMb} MB.`,
};

/** Unattached files without an owner (anonymous public uploads) are removed after this time. */
export const STALE_UPLOAD_MS = 24 * 3_600_000;

export interface UploadOwner {
  /** null for an anonymous upload from the public frames */
  tenantId: number | null;
  uploadedBy: number | null;
}

/**
 * Checks, cleans and stores one uploaded image and records it; returns the random stored name.
 * The type comes from the bytes only; metadata (GPS, camera) is removed before the file is written.
 */
export async function storeUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  data: Buffer,
  internal: boolean,
  owner: UploadOwner,
): Promise<string> {
  if (data.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, 'FILE_EMPTY');
  const mime = await sniffImage(data);
  if (!mime) throw badRequest(UPLOAD_MESSAGES.wrongType, 'FILE_TYPE_NOT_ALLOWED');
  const clean = stripImageMetadata(data, mime);
  if (!clean) throw badRequest(UPLOAD_MESSAGES.broken, 'FILE_INVALID');
  return saveFile(db, storage, clean, mime, { ...owner, internal, attached: false });
}

/** Writes a file under a new random name and records it: the file first, so a row never names a missing file. */
async function saveFile(
  db: Kysely<Database>,
  storage: FileStorage,
  data: Buffer,
  mime: ImageMime | GeneratedMime,
  record: UploadOwner & { internal: boolean; attached: boolean },
): Promise<string> {
  const name = randomStoredName(mime);
  await storage.write(name, data);
  try {
    await db
      .insertInto('file')
      .values({
        name,
        tenantId: record.tenantId,
        uploadedBy: record.uploadedBy,
        internal: fromBool(record.internal),
        mime,
        size: data.length,
        attached: fromBool(record.attached),
        createdAt: now(),
      })
      .execute();
  } catch (error) {
    await storage.remove(name);
    throw error;
  }
  return name;
}

/**
 * Stores a file the server generated (a case's PDF summary) as an internal file of the owner's tenant, served
 * like internal uploads (session or signed address). It counts as attached: nothing else will refer to it.
 */
export function storeGeneratedFile(
  db: Kysely<Database>,
  storage: FileStorage,
  data: Buffer,
  mime: GeneratedMime,
  owner: UploadOwner,
): Promise<string> {
  return saveFile(db, storage, data, mime, { ...owner, internal: true, attached: true });
}

/** How long a signed address for an internal file works. */
export const SIGNED_LINK_MS = 15 * 60_000;

/** A short-lived address of an internal file that works without a bearer token (an <img> tag, a new tab). */
export function signedFileUrl(secret: string, name: string, nowMs = Date.now()): { url: string; expiresAt: string } {
  const signed = signFileAccess(secret, name, SIGNED_LINK_MS, nowMs);
  return { url: `/files/${name}?expires=${signed.expires}&signature=${signed.signature}`, expiresAt: signed.expiresAt };
}

async function findFile(db: Kysely<Database>, name: string) {
  if (!isStoredName(name)) return undefined;
  return db.selectFrom('file').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The uploader, or a user whose tenant scope holds the uploader's tenant. */
async function mayUse(user: AuthUser, file: { uploadedBy: number | null; tenantId: number | null }): Promise<boolean> {
  if (file.uploadedBy === user.id) return true;
  return file.tenantId !== null && scopeIncludes(await user.scope(), file.tenantId);
}

/** DELETE /files/upload[/internal]/{name}: only the uploader or their tenant; anything else is "not found". */
export async function deleteUpload(db: Kysely<Database>, storage: FileStorage, user: AuthUser, name: string, internal: boolean): Promise<void> {
  const file = await findFile(db, name);
  if (!file || toBool(file.internal) !== internal || !(await mayUse(user, file))) throw notFound('Die Datei wurde nicht gefunden.');
  await db.deleteFrom('file').where('id', '=', file.id).execute();
  await storage.remove(file.name);
}

export interface ServedFile {
  name: string;
  mime: string;
  size: number;
  internal: boolean;
}

/**
 * A file as GET /files/{name} serves it. Public images go to anyone; an internal file needs a valid
 * signed address, or a logged-in user who may use it (401 anonymously, 404 outside the scope).
 */
export async function fileToServe(
  db: Kysely<Database>,
  storage: FileStorage,
  name: string,
  access: { user: AuthUser | null; signed: boolean },
): Promise<ServedFile> {
  const file = await findFile(db, name);
  if (!file) throw notFound('Die Datei wurde nicht gefunden.');
  const internal = toBool(file.internal);
  if (internal && !access.signed) {
    if (!access.user) throw unauthorized();
    if (!(await mayUse(access.user, file))) throw notFound('Die Datei wurde nicht gefunden.');
  }
  const size = await storage.size(file.name);
  if (size === null) throw notFound('Die Datei wurde nicht gefunden.');
  return { name: file.name, mime: file.mime, size, internal };
}

/** Whether a logged-in user may fetch a file (the check behind GET /files/link/{name}). */
export async function fileForUser(db: Kysely<Database>, user: AuthUser, name: string): Promise<{ name: string; internal: boolean }> {
  const file = await findFile(db, name);
  if (!file) throw notFound('Die Datei wurde nicht gefunden.');
  const internal = toBool(file.internal);
  if (internal && !(await mayUse(user, file))) throw notFound('Die Datei wurde nicht gefunden.');
  return { name: file.name, internal };
}

/**
 * Whether every name is an anonymous public upload that no record uses yet: what a public report may attach
 * (a report must not take over another report's photos or a staff file).
 */
export async function arePublicUploadsFree(db: Kysely<Database>, names: readonly string[]): Promise<boolean> {
  if (names.length === 0) return true;
  if (!names.every(isStoredName)) return false;
  const rows = await db
    .selectFrom('file')
    .select('name')
    .where('name', 'in', names)
    .where('attached', '=', 0)
    .where('internal', '=', 0)
    .where('uploadedBy', 'is', null)
    .execute();
  return rows.length === new Set(names).size;
}

/** Marks files as used by a record, so the stale-upload cleanup keeps them. Unknown names are ignored. */
export async function attachFiles(db: Kysely<Database>, names: readonly (string | null | undefined)[]): Promise<void> {
  const valid = names.filter((name): name is string => typeof name === 'string' && isStoredName(name));
  if (valid.length === 0) return;
  await db.updateTable('file').set({ attached: 1 }).where('name', 'in', valid).where('attached', '=', 0).execute();
}

/**
 * Removes uploads that nobody owns and nothing uses after STALE_UPLOAD_MS (anonymous public uploads never
 * attached to a case). Returns the removed names. Rows go first, so a crash leaves at most an orphan file.
 */
export async function removeStaleUploads(db: Kysely<Database>, storage: FileStorage, nowMs = Date.now()): Promise<string[]> {
  const cutoff = new Date(nowMs - STALE_UPLOAD_MS).toISOString();
  const stale = await db
    .selectFrom('file')
    .select(['id', 'name'])
    .where('attached', '=', 0)
    .where('uploadedBy', 'is', null)
    .where('createdAt', '<', cutoff)
    .execute();
  if (stale.length === 0) return [];
  await db.deleteFrom('file').where('id', 'in', stale.map((f) => f.id)).execute();
  for (const file of stale) await storage.remove(file.name);
  return stale.map((f) => f.name);
}
