import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { gif, jpeg, multipart, png } from '../../../test/images.js';
import { now } from '../../db/values.js';
import { createFileStorage, signFileAccess, verifyFileAccess, type FileStorage } from '../../platform/files.js';
import {
  attachFiles,
  removeExpiredFiles,
  storeGeneratedFile,
  storeUpload,
  TEMPORARY_FILE_LIFETIME_MS,
  UPLOAD_MESSAGES,
  withFileRelease,
  type FileDisposal,
} from './service.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'files-test-'));
  t = await buildTestApp({ dataDir, uploadMaxMb: 1 });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const STORED = /^[0-9a-f]{32}\.(png|gif|jpg)$/;
const stored = (name: string) => join(dataDir, 'files', name);
const storage = (): FileStorage => createFileStorage(join(dataDir, 'files'));
const fileRows = async (names: string[]) =>
  (await t.db.selectFrom('file').select('name').where('name', 'in', names).execute()).map((row) => row.name).sort();
/** A disposal over the test's storage whose log the test can read. */
function disposal(files: FileStorage = storage()): FileDisposal & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { storage: files, log: { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger, errors };
}
const anonymous = { tenantId: null, uploadedBy: null };

function upload(as: string | null, data: Buffer, options: { filename?: string; type?: string; internal?: string; internalLast?: boolean } = {}) {
  const file = { name: 'file', value: { filename: options.filename ?? 'bild.png', type: options.type ?? 'image/png', data } };
  const flag = { name: 'internalFile', value: options.internal ?? 'false' };
  const body = multipart(options.internalLast ? [file, flag] : [flag, file]);
  return t.request(as, { method: 'POST', url: '/files/upload', ...body });
}

async function uploaded(as: string, data: Buffer, options: Parameters<typeof upload>[2] = {}): Promise<string> {
  const response = await upload(as, data, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().name;
}

describe('POST /files/upload', () => {
  it.each([
    ['png', png(), 'image/png'],
    ['gif', gif(), 'image/gif'],
    ['jpg', jpeg(), 'image/jpeg'],
  ])('stores a %s under a random name with the extension of its bytes', async (extension, data, mime) => {
    const name = await uploaded(ACCOUNTS.musterClerk, data, { filename: '../../etc/passwd.png' });
    expect(name).toMatch(STORED);
    expect(name.endsWith(`.${extension}`)).toBe(true);
    expect(existsSync(stored(name))).toBe(true);
    const served = await t.request(null, { url: `/files/images/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
  });

  it('names the file by its bytes, never by the client name or header', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, gif(), { filename: 'foto.jpg', type: 'image/jpeg' });
    expect(name.endsWith('.gif')).toBe(true);
    expect(name).not.toContain('foto');
  });

  it('rejects a text file renamed to .png with a German message', async () => {
    const response = await upload(ACCOUNTS.musterClerk, Buffer.from('Das ist kein Bild, nur Text.\n'), { filename: 'bild.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.wrongType, code: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('rejects other image types and a broken jpeg', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    expect((await upload(ACCOUNTS.musterClerk, webp)).json().message).toBe(UPLOAD_MESSAGES.wrongType);
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x01]);
    const response = await upload(ACCOUNTS.musterClerk, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.broken);
  });

  it('rejects an empty file and a request without a file', async () => {
    const empty = await upload(ACCOUNTS.musterClerk, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: UPLOAD_MESSAGES.empty, code: 'FILE_EMPTY' });
    const none = await t.request(ACCOUNTS.musterClerk, { method: 'POST', url: '/files/upload', ...multipart([{ name: 'internalFile', value: 'false' }]) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(UPLOAD_MESSAGES.missing);
    const json = await t.request(ACCOUNTS.musterClerk, { method: 'POST', url: '/files/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.missing);
  });

  it('answers 413 with a German message above UPLOAD_MAX_MB', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024)]);
    const response = await upload(ACCOUNTS.musterClerk, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge(1), code: 'FILE_TOO_LARGE' });
  });

  it('takes files up to UPLOAD_MAX_MB even above the JSON body limit', async () => {
    const big = await buildTestApp({ dataDir, uploadMaxMb: 4 });
    try {
      const body = multipart([{ name: 'file', value: { filename: 'gross.png', type: 'image/png', data: Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]) } }]);
      const response = await big.request(ACCOUNTS.musterClerk, { method: 'POST', url: '/files/upload', ...body });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await big.close();
    }
  });

  it('answers 400 for two files in one request', async () => {
    const file = { filename: 'a.png', type: 'image/png', data: png() };
    const response = await t.request(ACCOUNTS.musterClerk, {
      method: 'POST',
      url: '/files/upload',
      ...multipart([{ name: 'file', value: file }, { name: 'file', value: file }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.oneFile);
  });

  it('needs a login (public uploads come with the public frames)', async () => {
    const response = await upload(null, png());
    expect(response.statusCode).toBe(401);
  });

  it('removes EXIF, comments and text chunks but keeps the JPEG orientation', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, jpeg({ orientation: 6, make: 'SecretCam GPS' }));
    const bytes = readFileSync(stored(name));
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('made by a test'))).toBe(false);
    const exif = bytes.indexOf(Buffer.from('Exif\0\0MM', 'latin1'));
    expect(exif).toBeGreaterThan(0);
    expect(bytes.readUInt16BE(exif + 6 + 18)).toBe(6);
    expect(bytes.subarray(-3)).toEqual(Buffer.from([0x3f, 0xff, 0xd9]));

    const pngName = await uploaded(ACCOUNTS.musterClerk, png('Standort 52.2, 13.4'));
    const pngBytes = readFileSync(stored(pngName));
    expect(pngBytes.includes(Buffer.from('Standort'))).toBe(false);
    expect(pngBytes).toEqual(png());
  });
});

describe('GET /files/images/{name} and /files/{name}', () => {
  it('serves a public image to anyone under both addresses', async () => {
    const data = png();
    const name = await uploaded(ACCOUNTS.musterAdmin, data);
    for (const url of [`/files/images/${name}`, `/files/${name}`]) {
      const response = await t.request(null, { url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(data);
      expect(response.headers['cache-control']).toContain('public');
    }
  });

  it('answers 404 for unknown names and for any path traversal', async () => {
    const urls = [
      '/files/images/00000000000000000000000000000000.png',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/images/..%2Fjwt-secret',
      '/files/%2e%2e%2fbuergerportal.sqlite',
      '/files/images/..%5C..%5Cwindows.ini',
      '/files/images/ABCDEF00000000000000000000000000.PNG',
      '/files/images/x.png%00.png',
      '/files/images/../../etc/passwd',
      '/files/upload',
    ];
    for (const url of urls) {
      const response = await t.request(ACCOUNTS.superAdmin, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('serves an internal file only to logged-in users of the tenant, whatever the order of the parts', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, png(), { internal: 'true', internalLast: true });
    const anonymous = await t.request(null, { url: `/files/${name}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.request(null, { url: `/files/images/${name}` })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/files/${name}` })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.superAdmin, { url: `/files/${name}` })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/files/${name}` })).statusCode).toBe(404);
  });

  it('serves an internal file through a signed address that an <img> tag can load', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, gif(), { internal: 'true' });
    const link = await t.request(ACCOUNTS.musterAdmin, { url: `/files/link/${name}` });
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect((await t.request(null, { url })).statusCode).toBe(200);
    expect((await t.request(null, { url: url.replace(/signature=./, 'signature=A') })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/files/link/${name}` })).statusCode).toBe(404);
    expect((await t.request(null, { url: `/files/link/${name}` })).statusCode).toBe(401);

    const publicName = await uploaded(ACCOUNTS.musterClerk, gif());
    const publicLink = (await t.request(ACCOUNTS.dorfAdmin, { url: `/files/link/${publicName}` })).json();
    expect(publicLink).toEqual({ url: `/files/images/${publicName}`, expiresAt: null });
  });

  it('does not accept an expired or foreign signature', () => {
    const name = `${'a'.repeat(32)}.png`;
    const signed = signFileAccess('secret', name, 60_000, 1_000_000);
    expect(verifyFileAccess('secret', name, signed.expires, signed.signature, 1_000_000)).toBe(true);
    expect(verifyFileAccess('secret', name, signed.expires, signed.signature, 1_000_000 + 61_000)).toBe(false);
    expect(verifyFileAccess('other', name, signed.expires, signed.signature, 1_000_000)).toBe(false);
    expect(verifyFileAccess('secret', `${'b'.repeat(32)}.png`, signed.expires, signed.signature, 1_000_000)).toBe(false);
    expect(verifyFileAccess('secret', name, undefined, undefined)).toBe(false);
  });
});

describe('DELETE /files/upload/{name} and /files/upload/internal/{name}', () => {
  it('lets the uploader and the uploader’s tenant remove a file', async () => {
    const own = await uploaded(ACCOUNTS.musterClerk, png());
    const response = await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/files/upload/${own}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Die Datei wurde entfernt.');
    expect(existsSync(stored(own))).toBe(false);
    expect((await t.request(null, { url: `/files/images/${own}` })).statusCode).toBe(404);

    const colleague = await uploaded(ACCOUNTS.musterClerk, png(), { internal: 'true' });
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `/files/upload/internal/${colleague}` })).statusCode).toBe(200);
  });

  it('answers 404 for another tenant, the wrong kind, unknown and traversal names', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, png());
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url: `/files/upload/${name}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/files/upload/internal/${name}` })).statusCode).toBe(404);
    for (const url of ['/files/upload/..%2F..%2Fjwt-secret', '/files/upload/internal/..%2Fbuergerportal.sqlite', `/files/upload/${'0'.repeat(32)}.png`]) {
      expect((await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url })).statusCode, url).toBe(404);
    }
    expect(existsSync(stored(name))).toBe(true);
    expect((await t.request(null, { method: 'DELETE', url: `/files/upload/${name}` })).statusCode).toBe(401);
  });

  it('answers 409 and keeps a file that a case uses as a photo', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, png());
    const caseId = t.ids.cases['musterstadt:schlagloch'];
    await t.db.insertInto('casePhoto').values({ caseId, fileName: name, final: 0, createdAt: now(), createdBy: null }).execute();
    try {
      const response = await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/files/upload/${name}` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.inUse, code: 'FILE_IN_USE' });
      expect(existsSync(stored(name))).toBe(true);
      expect((await t.request(null, { url: `/files/images/${name}` })).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('casePhoto').where('fileName', '=', name).execute();
    }
  });
});

describe('withFileRelease', () => {
  it('removes a released file only after the commit, and none that a case, a citizen information or a tenant still names', async () => {
    const files = disposal();
    const muster = t.ids.tenants.musterstadt;
    const [free, photo, title, banner] = await Promise.all([1, 2, 3, 4].map(() => storeUpload(t.db, files.storage, png(), false, anonymous)));
    const caseId = t.ids.cases['musterstadt:laterne'];
    const info = await t.db.selectFrom('citizenInfo').select(['id', 'titleImage']).where('tenantId', '=', muster).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('tenant').select('headerImage').where('id', '=', muster).executeTakeFirstOrThrow();
    await t.db.insertInto('casePhoto').values({ caseId, fileName: photo, final: 0, createdAt: now(), createdBy: null }).execute();
    await t.db.updateTable('citizenInfo').set({ titleImage: title }).where('id', '=', info.id).execute();
    await t.db.updateTable('tenant').set({ headerImage: banner }).where('id', '=', muster).execute();
    try {
      const released = await withFileRelease(t.db, files, async (_trx, release) => {
        const gone = await release([free, photo, title, banner, free, 'kein-name.png', null]);
        // still inside the transaction: the rows are gone for it, the files are all there
        for (const name of [free, photo, title, banner]) expect(existsSync(stored(name))).toBe(true);
        return gone;
      });
      expect(released).toEqual([free]);
      expect(existsSync(stored(free))).toBe(false);
      for (const name of [photo, title, banner]) expect(existsSync(stored(name))).toBe(true);
      expect(await fileRows([free, photo, title, banner])).toEqual([photo, title, banner].sort());
    } finally {
      await t.db.deleteFrom('casePhoto').where('fileName', '=', photo).execute();
      await t.db.updateTable('citizenInfo').set({ titleImage: info.titleImage }).where('id', '=', info.id).execute();
      await t.db.updateTable('tenant').set({ headerImage: before.headerImage }).where('id', '=', muster).execute();
    }
  });

  it('keeps the rows and the files when the transaction rolls back after the release', async () => {
    const files = disposal();
    const name = await storeUpload(t.db, files.storage, png(), false, anonymous);
    const failed = withFileRelease(t.db, files, async (_trx, release) => {
      expect(await release([name])).toEqual([name]);
      throw new Error('later step failed');
    });
    await expect(failed).rejects.toThrow('later step failed');
    expect(existsSync(stored(name))).toBe(true);
    expect(await fileRows([name])).toEqual([name]);
  });

  it('logs a file that cannot be removed instead of failing the committed change', async () => {
    const files = disposal({ ...storage(), remove: () => Promise.reject(new Error('EACCES')) });
    const name = await storeUpload(t.db, files.storage, png(), false, anonymous);
    await expect(withFileRelease(t.db, files, (_trx, release) => release([name]))).resolves.toEqual([name]);
    expect(await fileRows([name])).toEqual([]);
    expect(files.errors).toEqual([[{ err: new Error('EACCES'), file: name }, 'a stored file could not be removed']]);
  });
});

describe('removeExpiredFiles', () => {
  it('removes anonymous uploads no report took and generated PDFs after 24 hours, and nothing else', async () => {
    const files = disposal();
    const staffOwner = { tenantId: t.ids.tenants.musterstadt, uploadedBy: t.ids.users[ACCOUNTS.musterClerk] };
    const pdf = () => storeGeneratedFile(t.db, files.storage, Buffer.from('%PDF-1.7 test'), 'application/pdf', staffOwner);
    const stale = await storeUpload(t.db, files.storage, png(), false, anonymous);
    const attached = await storeUpload(t.db, files.storage, png(), false, anonymous);
    const fresh = await storeUpload(t.db, files.storage, png(), false, anonymous);
    const staff = await storeUpload(t.db, files.storage, png(), false, staffOwner);
    const [oldPdf, freshPdf] = [await pdf(), await pdf()];
    await attachFiles(t.db, [attached]);
    const old = new Date(Date.now() - TEMPORARY_FILE_LIFETIME_MS - 60_000).toISOString();
    await t.db.updateTable('file').set({ createdAt: old }).where('name', 'in', [stale, attached, staff, oldPdf]).execute();

    expect((await removeExpiredFiles(t.db, files)).sort()).toEqual([stale, oldPdf].sort());
    for (const name of [stale, oldPdf]) expect(existsSync(stored(name))).toBe(false);
    for (const name of [attached, fresh, staff, freshPdf]) expect(existsSync(stored(name))).toBe(true);
    expect(await fileRows([stale, attached, fresh, staff, oldPdf, freshPdf])).toEqual([attached, fresh, staff, freshPdf].sort());
    expect(files.errors).toEqual([]);
  });

  it('forgets every expired file even when one cannot be removed from the disk, and logs that one', async () => {
    const real = storage();
    const stuck = await storeUpload(t.db, real, png(), false, anonymous);
    const other = await storeUpload(t.db, real, png(), false, anonymous);
    const files = disposal({ ...real, remove: (name) => (name === stuck ? Promise.reject(new Error('EBUSY')) : real.remove(name)) });
    const old = new Date(Date.now() - TEMPORARY_FILE_LIFETIME_MS - 60_000).toISOString();
    await t.db.updateTable('file').set({ createdAt: old }).where('name', 'in', [stuck, other]).execute();

    expect((await removeExpiredFiles(t.db, files)).sort()).toEqual([stuck, other].sort());
    expect(await fileRows([stuck, other])).toEqual([]);
    expect(existsSync(stored(other))).toBe(false);
    expect(files.errors).toHaveLength(1);
    expect(files.errors[0]).toEqual([{ err: new Error('EBUSY'), file: stuck }, 'a stored file could not be removed']);
  });
});
