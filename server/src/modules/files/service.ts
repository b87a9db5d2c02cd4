import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FileLink } from '@contracts/file.js';
import { TENANT_IMAGE_FIELDS } from '@contracts/tenant.js';
import type { Database } from '../../db/schema.js';
import { fromBool, now, toBool } from '../../db/values.js';
import { scopeIncludes } from '../../platform/tenant-scope.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.js';
import {
  GENERATED_TYPES,
  isImageMime,
  isStoredName,
  randomStoredName,
  signFileAccess,
  sniffImage,
  type FileStorage,
  type FileVariant,
  type GeneratedMime,
  type ImageMime,
} from '../../platform/files.js';
import { MAX_IMAGE_MEGAPIXELS, reencodeImage, thumbnailOf } from '../../platform/images.js';

export const UPLOAD_MESSAGES = {
  missing: 'Bitte wählen Sie eine Datei aus.',
  oneFile: 'Bitte laden Sie genau eine Datei hoch.',
  unreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  empty: 'Die Datei ist leer.',
  wrongType: 'Es können nur Bilder im Format PNG, GIF oder JPEG hochgeladen werden.',
  broken: 'Die Datei ist kein gültiges Bild.',
  tooLarge: (maxMb: number) => `Die Datei ist zu groß. Erlaubt sind höchstens ${maxMb} MB.`,
  tooManyPixels: `Das Bild ist zu groß: höchstens ${MAX_IMAGE_MEGAPIXELS} Megapixel sind erlaubt.`,
  inUse: 'Die Datei wird noch verwendet und kann nicht entfernt werden.',
};

/**
 * How long temporary files are kept: an anonymous public upload that no report took by then was abandoned, and
 * a PDF summary is generated afresh for every download, its signed link working for minutes only.
 */
export const TEMPORARY_FILE_LIFETIME_MS = 24 * 3_600_000;
const GENERATED_MIMES = Object.keys(GENERATED_TYPES) as GeneratedMime[];

export interface UploadOwner {
  /** null for an anonymous upload from the public frames */
  tenantId: number | null;
  uploadedBy: number | null;
}

/**
 * Checks, re-encodes and stores one uploaded image with its thumbnail and records it; returns the random stored
 * name. The type comes from the bytes only; the image is decoded within the pixel limit and written anew, so
 * neither metadata (GPS, camera) nor a payload beside the pixels is stored. Internal (staff) uploads go the same
 * way: they are images too, and one rule for every upload leaves no unchecked path.
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
  const image = await reencodeImage(data, mime);
  if (image === 'too-large') throw badRequest(UPLOAD_MESSAGES.tooManyPixels, 'IMAGE_TOO_LARGE');
  if (image === 'undecodable') throw badRequest(UPLOAD_MESSAGES.broken, 'FILE_INVALID');
  return saveFile(db, storage, image.data, mime, { ...owner, internal, attached: false }, image.thumbnail);
}

/**
 * Writes a file (and an image's thumbnail) under a new random name and records it: the files first, so a row
 * never names a missing file.
 */
async function saveFile(
  db: Kysely<Database>,
  storage: FileStorage,
  data: Buffer,
  mime: ImageMime | GeneratedMime,
  record: UploadOwner & { internal: boolean; attached: boolean },
  thumbnail?: Buffer,
): Promise<string> {
  const name = randomStoredName(mime);
  try {
    if (thumbnail) await storage.write(name, thumbnail, 'thumbnail');
    await storage.write(name, data);
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
 * like internal uploads (session or signed address). No record refers to it, so it expires after
 * TEMPORARY_FILE_LIFETIME_MS.
 */
export function storeGeneratedFile(
  db: Kysely<Database>,
  storage: FileStorage,
  data: Buffer,
  mime: GeneratedMime,
  owner: UploadOwner,
): Promise<string> {
  return saveFile(db, storage, data, mime, { ...owner, internal: true, attached: false });
}

/** How long a signed address for an internal file works. */
export const SIGNED_LINK_MS = 15 * 60_000;

const signedQuery = (secret: string, name: string, nowMs: number) => {
  const signed = signFileAccess(secret, name, SIGNED_LINK_MS, nowMs);
  return { query: `?expires=${signed.expires}&signature=${signed.signature}`, expiresAt: signed.expiresAt };
};

/** A short-lived address of an internal file that works without a bearer token (an <img> tag, a new tab). */
export function signedFileUrl(secret: string, name: string, nowMs = Date.now()): { url: string; expiresAt: string } {
  const { query, expiresAt } = signedQuery(secret, name, nowMs);
  return { url: `/files/${name}${query}`, expiresAt };
}

/**
 * GET /files/link/{name}: addresses an <img> tag can load, of the file and of an image's thumbnail. An internal
 * file's are signed and short-lived; one signature opens both, as whoever may see an image may see its thumbnail.
 */
export function fileLink(secret: string, file: { name: string; internal: boolean; mime: string }, nowMs = Date.now()): FileLink {
  const thumbnail = isImageMime(file.mime) ? `/files/thumbnails/${file.name}` : null;
  if (!file.internal) return { url: `/files/images/${file.name}`, thumbnailUrl: thumbnail, expiresAt: null };
  const { query, expiresAt } = signedQuery(secret, file.name, nowMs);
  return { url: `/files/${file.name}${query}`, thumbnailUrl: thumbnail && `${thumbnail}${query}`, expiresAt };
}

const fileNotFound = () => notFound('Die Datei wurde nicht gefunden.');
const NO_THUMBNAIL = 'Für diese Datei gibt es keine Vorschau.';

async function findFile(db: Kysely<Database>, name: string) {
  if (!isStoredName(name)) return undefined;
  return db.selectFrom('file').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The uploader, or a user whose tenant scope holds the uploader's tenant. */
async function mayUse(user: AuthUser, file: { uploadedBy: number | null; tenantId: number | null }): Promise<boolean> {
  if (file.uploadedBy === user.id) return true;
  return file.tenantId !== null && scopeIncludes(await user.scope(), file.tenantId);
}

/** What a record's file column holds: a stored name, or nothing. */
type FileReference = string | null | undefined;

/** The stored names among a record's file references (empty columns and foreign values left out). */
const storedNames = (names: readonly FileReference[]): string[] =>
  names.filter((name): name is string => typeof name === 'string' && isStoredName(name));

/** Where files go once their rows are gone: the storage, and the log that notes a file that would not go. */
export interface FileDisposal {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The disposal for what a request's change releases: the app's storage, failures logged with the request. */
export const requestFileDisposal = (request: FastifyRequest): FileDisposal => ({ storage: request.server.files, log: request.log });

/**
 * Removes files whose rows a committed transaction deleted. One that will not go stays behind as an orphan,
 * unreachable without its row: that is logged for the operators, not the user's error.
 */
async function disposeFiles({ storage, log }: FileDisposal, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await storage.remove(name).catch((error: unknown) => log.error({ err: error, file: name }, 'a stored file could not be removed'));
  }
}

/**
 * The names among `names` that a record still refers to. Staff may use one upload in several records (a photo
 * in two cases, the tenant's banner as a case photo), so a file goes only when none of these columns names it;
 * a new column that holds file names belongs here.
 */
async function namesInUse(db: Kysely<Database>, names: readonly string[]): Promise<Set<string | null>> {
  const photos = await db.selectFrom('casePhoto').select('fileName').where('fileName', 'in', names).execute();
  const infos = await db.selectFrom('citizenInfo').select('titleImage').where('titleImage', 'in', names).execute();
  const tenants = await db
    .selectFrom('tenant')
    .select(TENANT_IMAGE_FIELDS)
    .where((eb) => eb.or(TENANT_IMAGE_FIELDS.map((column) => eb(column, 'in', names))))
    .execute();
  return new Set([
    ...photos.map((p) => p.fileName),
    ...infos.map((i) => i.titleImage),
    ...tenants.flatMap((t) => TENANT_IMAGE_FIELDS.map((c) => t[c])),
  ]);
}

/** Deletes the rows of the named files that no record refers to; answers the names whose rows it deleted. */
async function releaseFiles(trx: Kysely<Database>, names: readonly FileReference[]): Promise<string[]> {
  const candidates = [...new Set(storedNames(names))];
  if (candidates.length === 0) return [];
  const used = await namesInUse(trx, candidates);
  const unused = candidates.filter((name) => !used.has(name));
  if (unused.length === 0) return [];
  const deleted = await trx.deleteFrom('file').where('name', 'in', unused).returning('name').execute();
  return deleted.map((row) => row.name);
}

/**
 * Hands a change the means to let go of files whose references it has just deleted or replaced (a column's
 * old value, null when it held none).
 */
type ReleaseFiles = (names: readonly FileReference[]) => Promise<string[]>;

/**
 * Runs a change in one transaction in which it may release files (after deleting its own references to them).
 * Their rows go with the transaction, the files only after it committed: a rollback keeps every file.
 */
export async function withFileRelease<T>(
  db: Kysely<Database>,
  disposal: FileDisposal,
  change: (trx: Kysely<Database>, release: ReleaseFiles) => Promise<T>,
): Promise<T> {
  const released: string[] = [];
  const result = await db.transaction().execute((trx) =>
    change(trx, async (names) => {
      const gone = await releaseFiles(trx, names);
      released.push(...gone);
      return gone;
    }),
  );
  await disposeFiles(disposal, released);
  return result;
}

/**
 * DELETE /files/upload[/internal]/{name}: only the uploader or their tenant; anything else is "not found". A file
 * that a record uses stays (409), or the record would show a missing image: saving the record without it is
 * what lets it go.
 */
export async function deleteUpload(
  db: Kysely<Database>,
  disposal: FileDisposal,
  user: AuthUser,
  name: string,
  internal: boolean,
): Promise<void> {
  const file = await findFile(db, name);
  if (!file || toBool(file.internal) !== internal || !(await mayUse(user, file))) throw fileNotFound();
  await withFileRelease(db, disposal, async (_trx, release) => {
    if ((await release([file.name])).length === 0) throw conflict(UPLOAD_MESSAGES.inUse, 'FILE_IN_USE');
  });
}

export interface ServedFile {
  name: string;
  variant: FileVariant;
  mime: string;
  size: number;
  internal: boolean;
}

/** Who asks for a file: the logged-in user, and whether the address carries a valid signature. */
export interface FileAccess {
  user: AuthUser | null;
  signed: boolean;
}

/**
 * The file's row, when the access may read it. Public images go to anyone; an internal file needs a valid
 * signed address, or a logged-in user who may use it (401 anonymously, 404 outside the scope).
 */
async function readableFile(db: Kysely<Database>, name: string, access: FileAccess) {
  const file = await findFile(db, name);
  if (!file) throw fileNotFound();
  const internal = toBool(file.internal);
  if (internal && !access.signed) {
    if (!access.user) throw unauthorized();
    if (!(await mayUse(access.user, file))) throw fileNotFound();
  }
  return { name: file.name, mime: file.mime, internal };
}

/** A file as GET /files/{name} serves it. */
export async function fileToServe(db: Kysely<Database>, storage: FileStorage, name: string, access: FileAccess): Promise<ServedFile> {
  const file = await readableFile(db, name, access);
  const size = await storage.size(file.name);
  if (size === null) throw fileNotFound();
  return { ...file, variant: 'original', size };
}

/**
 * An image's thumbnail as GET /files/thumbnails/{name} serves it, to whoever may load the image. Uploads store
 * theirs; one that is missing (a demo photo, an image stored before thumbnails were) is made on first demand
 * and kept.
 */
export async function thumbnailToServe(db: Kysely<Database>, storage: FileStorage, name: string, access: FileAccess): Promise<ServedFile> {
  const file = await readableFile(db, name, access);
  const { mime } = file;
  if (!isImageMime(mime)) throw notFound(NO_THUMBNAIL, 'NO_THUMBNAIL');
  const size = (await storage.size(file.name, 'thumbnail')) ?? (await createThumbnail(db, storage, file.name, mime));
  return { ...file, variant: 'thumbnail', size };
}

/**
 * Makes and stores a stored image's thumbnail; answers its size. Requests at the same time may each make one:
 * the storage replaces atomically, so the same bytes just land twice.
 */
async function createThumbnail(db: Kysely<Database>, storage: FileStorage, name: string, mime: ImageMime): Promise<number> {
  const image = await storage.read(name);
  if (!image) throw fileNotFound();
  const thumbnail = await thumbnailOf(image, mime);
  if (!thumbnail) throw notFound(NO_THUMBNAIL, 'NO_THUMBNAIL');
  await storage.write(name, thumbnail, 'thumbnail');
  // a removal of the file that ran meanwhile could not take this thumbnail along: it goes now
  if (!(await findFile(db, name))) {
    await storage.remove(name);
    throw fileNotFound();
  }
  return thumbnail.length;
}

/** Whether a logged-in user may fetch a file (the check behind GET /files/link/{name}). */
export async function fileForUser(
  db: Kysely<Database>,
  user: AuthUser,
  name: string,
): Promise<{ name: string; internal: boolean; mime: string }> {
  const file = await findFile(db, name);
  if (!file) throw fileNotFound();
  const internal = toBool(file.internal);
  if (internal && !(await mayUse(user, file))) throw fileNotFound();
  return { name: file.name, internal, mime: file.mime };
}

/** Whether the name is a stored public upload: an image anyone may load, what a tenant's image fields may name. */
export async function isPublicUpload(db: Kysely<Database>, name: string): Promise<boolean> {
  const file = await findFile(db, name);
  return file !== undefined && !toBool(file.internal);
}

/**
 * A query of how many of `names` (distinct) are anonymous public uploads that no record uses yet: what a public
 * report may attach (a report must not take over another report's photos or a staff file). All of them must be;
 * null when a name cannot even be a stored file. A query, so that a report's checks ask it in their one statement.
 */
export function freePublicUploads(db: Kysely<Database>, names: readonly string[]) {
  if (!names.every(isStoredName)) return null;
  return db
    .selectFrom('file')
    .select((eb) => eb.fn.countAll<number>().as('free'))
    .where('name', 'in', names)
    .where('attached', '=', 0)
    .where('internal', '=', 0)
    .where('uploadedBy', 'is', null);
}

/** Marks files as used by a record, so the stale-upload cleanup keeps them. Unknown names are ignored. */
export async function attachFiles(db: Kysely<Database>, names: readonly FileReference[]): Promise<void> {
  const valid = storedNames(names);
  if (valid.length === 0) return;
  await db.updateTable('file').set({ attached: 1 }).where('name', 'in', valid).where('attached', '=', 0).execute();
}

/**
 * The hourly housekeeping: removes the temporary files older than TEMPORARY_FILE_LIFETIME_MS that nothing uses,
 * anonymous public uploads no report took and generated PDF summaries (staff uploads stay until their owner
 * removes them). Answers the removed names. Rows go first, so a crash leaves at most an orphan file.
 */
export async function removeExpiredFiles(db: Kysely<Database>, disposal: FileDisposal, nowMs = Date.now()): Promise<string[]> {
  const cutoff = new Date(nowMs - TEMPORARY_FILE_LIFETIME_MS).toISOString();
  const expired = await db
    .selectFrom('file')
    .select(['id', 'name'])
    .where('attached', '=', 0)
    .where('createdAt', '<', cutoff)
    .where((eb) => eb.or([eb('uploadedBy', 'is', null), eb('mime', 'in', GENERATED_MIMES)]))
    .execute();
  if (expired.length === 0) return [];
  await db
    .deleteFrom('file')
    .where(
      'id',
      'in',
      expired.map((f) => f.id),
    )
    .execute();
  const names = expired.map((f) => f.name);
  await disposeFiles(disposal, names);
  return names;
}
