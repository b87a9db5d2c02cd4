import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { animatedGif, gif, gifScript, jpeg, multipart, photoWithGps, png, pngClaiming, pngOfSize } from '../../../test/images.js';
import { now } from '../../db/values.js';
import { createFileStorage, signFileAccess, verifyFileAccess, type FileStorage } from '../../platform/files.js';
import {
  attachFiles,
  removeExpiredFiles,
  storeGeneratedFile,
  storeUpload,
  TEMPORARY_FILE_LIFETIME_MS,
  thumbnailToServe,
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

function upload(
  as: string | null,
  data: Buffer,
  options: { filename?: string; type?: string; internal?: string; internalLast?: boolean } = {},
) {
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

/** The address with the signature's first character changed: never the same one (replacing it with a fixed letter is a no-op one time in 64). */
const tamperedSignature = (url: string) =>
  url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);

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
    const none = await t.request(ACCOUNTS.musterClerk, {
      method: 'POST',
      url: '/files/upload',
      ...multipart([{ name: 'internalFile', value: 'false' }]),
    });
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
      const body = multipart([
        { name: 'file', value: { filename: 'gross.png', type: 'image/png', data: Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]) } },
      ]);
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
      ...multipart([
        { name: 'file', value: file },
        { name: 'file', value: file },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.oneFile);
  });

  it('needs a login (public uploads come with the public frames)', async () => {
    const response = await upload(null, png());
    expect(response.statusCode).toBe(401);
  });

  it('stores a phone photo upright and without any metadata: no EXIF, GPS position or camera', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const internal of ['false', 'true']) {
      const name = await uploaded(ACCOUNTS.musterClerk, photo, { filename: 'foto.jpg', type: 'image/jpeg', internal });
      expect(name.endsWith('.jpg')).toBe(true);
      const bytes = readFileSync(stored(name));
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2, 4]);
      expect([meta.exif, meta.orientation, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('drops comments and text chunks', async () => {
    const jpegName = await uploaded(ACCOUNTS.musterClerk, jpeg());
    expect(readFileSync(stored(jpegName)).includes(Buffer.from('made by a test'))).toBe(false);
    const pngName = await uploaded(ACCOUNTS.musterClerk, png('Standort 52.2, 13.4'));
    const pngBytes = readFileSync(stored(pngName));
    expect(pngBytes.includes(Buffer.from('Standort'))).toBe(false);
    expect((await sharp(pngBytes).metadata()).comments).toBeUndefined();
  });

  it('stores a GIF that is a script as well re-encoded: an image only, without the script', async () => {
    const polyglot = gifScript('fetch("/api/user").then((r) => r.text()).then(alert)');
    expect(() => new Function(polyglot.toString('latin1'))).not.toThrow();
    const name = await uploaded(ACCOUNTS.musterClerk, polyglot, { filename: 'bild.gif', type: 'image/gif' });
    expect(name.endsWith('.gif')).toBe(true);
    const bytes = readFileSync(stored(name));
    expect(bytes.includes(Buffer.from('fetch('))).toBe(false);
    expect(bytes.includes(Buffer.from('/*'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('gif');
    const served = await t.request(null, { url: `/files/images/${name}` });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.body).not.toContain('fetch(');
  });

  it('keeps the frames of an animated GIF', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, animatedGif(), { filename: 'blinkt.gif', type: 'image/gif' });
    expect((await sharp(readFileSync(stored(name)), { animated: true }).metadata()).pages).toBe(2);
  });

  it.each([
    ['a PNG of 60,000 × 60,000 pixels', pngClaiming(60_000, 60_000)],
    ['a PNG just above 40 megapixels', pngClaiming(8_000, 5_001)],
    ['a JPEG of 60,000 × 60,000 pixels', jpeg({ width: 60_000, height: 60_000 })],
  ])('refuses %s with a German message, without decoding it', async (_what, data) => {
    expect(data.length).toBeLessThan(2_000);
    const response = await upload(ACCOUNTS.musterClerk, data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Das Bild ist zu groß: höchstens 40 Megapixel sind erlaubt.', code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses an image whose pixel data is cut off', async () => {
    const response = await upload(ACCOUNTS.musterClerk, pngClaiming(100, 100));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.broken, code: 'FILE_INVALID' });
  });
});

describe('GET /files/images/{name} and /files/{name}', () => {
  it('serves a public image to anyone under both addresses', async () => {
    const name = await uploaded(ACCOUNTS.musterAdmin, png());
    for (const url of [`/files/images/${name}`, `/files/${name}`]) {
      const response = await t.request(null, { url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(readFileSync(stored(name)));
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
    expect((await t.request(null, { url: tamperedSignature(url) })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/files/link/${name}` })).statusCode).toBe(404);
    expect((await t.request(null, { url: `/files/link/${name}` })).statusCode).toBe(401);

    const publicName = await uploaded(ACCOUNTS.musterClerk, gif());
    const publicLink = (await t.request(ACCOUNTS.dorfAdmin, { url: `/files/link/${publicName}` })).json();
    expect(publicLink).toEqual({ url: `/files/images/${publicName}`, thumbnailUrl: `/files/thumbnails/${publicName}`, expiresAt: null });
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

describe('GET /files/thumbnails/{name}', () => {
  const NO_THUMBNAIL = { message: 'Für diese Datei gibt es keine Vorschau.', code: 'NO_THUMBNAIL' };
  const sizeOf = async (payload: Buffer) => {
    const meta = await sharp(payload).metadata();
    return [meta.format, meta.width, meta.height];
  };

  it('serves a public image’s thumbnail, stored with the upload, to anyone: at most 90 px, same format', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, await pngOfSize(400, 300));
    expect(await storage().size(name, 'thumbnail')).toBeGreaterThan(0);
    const response = await t.request(null, { url: `/files/thumbnails/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('public');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(await sizeOf(response.rawPayload)).toEqual(['png', 90, 68]);
    expect(await sizeOf((await t.request(null, { url: `/files/images/${name}` })).rawPayload)).toEqual(['png', 400, 300]);

    const jpegName = await uploaded(ACCOUNTS.musterClerk, await photoWithGps());
    const upright = await t.request(null, { url: `/files/thumbnails/${jpegName}` });
    expect(await sizeOf(upright.rawPayload)).toEqual(['jpeg', 2, 4]);
    expect((await sharp(upright.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('serves an internal image’s thumbnail like the image: to its tenant, or through the image’s signed link', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, await pngOfSize(120, 200), { internal: 'true' });
    const url = `/files/thumbnails/${name}`;
    expect((await t.request(null, { url })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url })).statusCode).toBe(404);
    const own = await t.request(ACCOUNTS.musterAdmin, { url });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('private');
    expect(await sizeOf(own.rawPayload)).toEqual(['png', 54, 90]);
    expect((await t.request(ACCOUNTS.superAdmin, { url })).statusCode).toBe(200);

    const link = (await t.request(ACCOUNTS.musterAdmin, { url: `/files/link/${name}` })).json();
    expect(link.thumbnailUrl).toMatch(new RegExp(`^/files/thumbnails/${name}\\?expires=\\d+&signature=`));
    expect(link.url.split('?')[1]).toBe(link.thumbnailUrl.split('?')[1]);
    expect((await t.request(null, { url: link.thumbnailUrl })).statusCode).toBe(200);
    expect((await t.request(null, { url: tamperedSignature(link.thumbnailUrl) })).statusCode).toBe(401);
    const other = await uploaded(ACCOUNTS.musterClerk, png(), { internal: 'true' });
    expect((await t.request(null, { url: `/files/thumbnails/${other}?${link.thumbnailUrl.split('?')[1]}` })).statusCode).toBe(401);
  });

  it('answers 404 for unknown and traversal names, and for a file that is no image', async () => {
    for (const url of ['/files/thumbnails/00000000000000000000000000000000.png', '/files/thumbnails/..%2F..%2Fjwt-secret']) {
      expect((await t.request(ACCOUNTS.superAdmin, { url })).statusCode, url).toBe(404);
    }
    const owner = { tenantId: t.ids.tenants.musterstadt!, uploadedBy: t.ids.users[ACCOUNTS.musterClerk]! };
    const pdf = await storeGeneratedFile(t.db, t.app.files, Buffer.from('%PDF-1.7 test'), 'application/pdf', owner);
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/files/thumbnails/${pdf}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NO_THUMBNAIL);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/files/link/${pdf}` })).json().thumbnailUrl).toBeNull();
  });

  it('makes a demo photo’s missing thumbnail on first demand and keeps it, also for requests at the same time', async () => {
    const caseId = t.ids.cases['musterstadt:schlagloch']!;
    const { fileName } = await t.db.selectFrom('casePhoto').select('fileName').where('caseId', '=', caseId).executeTakeFirstOrThrow();
    expect(await storage().size(fileName, 'thumbnail')).toBeNull();
    const responses = await Promise.all([1, 2, 3, 4].map(() => t.request(null, { url: `/files/thumbnails/${fileName}` })));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(responses[0]!.rawPayload);
    }
    expect(await sizeOf(responses[0]!.rawPayload)).toEqual(['png', 90, 68]);
    expect(await storage().read(fileName, 'thumbnail')).toEqual(responses[0]!.rawPayload);
  });

  it('makes no thumbnail of an image above the pixel limit that was stored before the limit', async () => {
    const name = `${'e'.repeat(32)}.png`;
    await storage().write(name, pngClaiming(60_000, 60_000));
    await t.db
      .insertInto('file')
      .values({ name, tenantId: null, uploadedBy: null, internal: 0, mime: 'image/png', size: 1, attached: 1, createdAt: now() })
      .execute();
    const response = await t.request(null, { url: `/files/thumbnails/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NO_THUMBNAIL);
    expect(await storage().size(name, 'thumbnail')).toBeNull();
  });

  it('goes with its image', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, png());
    expect(await storage().size(name, 'thumbnail')).not.toBeNull();
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/files/upload/${name}` })).statusCode).toBe(200);
    expect(await storage().size(name, 'thumbnail')).toBeNull();
    expect((await t.request(null, { url: `/files/thumbnails/${name}` })).statusCode).toBe(404);
  });

  it('does not keep a thumbnail made while its image was being removed', async () => {
    const real = storage();
    const name = await storeUpload(t.db, real, png(), false, anonymous);
    await real.remove(name);
    await real.write(name, png());
    // the removal (row, then files) runs while the thumbnail is being made, before it is written
    const racing: FileStorage = {
      ...real,
      async write(file, data, variant) {
        if (variant === 'thumbnail') {
          await t.db.deleteFrom('file').where('name', '=', file).execute();
          await real.remove(file);
        }
        return real.write(file, data, variant);
      },
    };
    await expect(thumbnailToServe(t.db, racing, name, { user: null, signed: false })).rejects.toMatchObject({ statusCode: 404 });
    expect(await real.size(name, 'thumbnail')).toBeNull();
  });

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
    for (const url of [
      '/files/upload/..%2F..%2Fjwt-secret',
      '/files/upload/internal/..%2Fbuergerportal.sqlite',
      `/files/upload/${'0'.repeat(32)}.png`,
    ]) {
      expect((await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url })).statusCode, url).toBe(404);
    }
    expect(existsSync(stored(name))).toBe(true);
    expect((await t.request(null, { method: 'DELETE', url: `/files/upload/${name}` })).statusCode).toBe(401);
  });

  it('answers 409 and keeps a file that a case uses as a photo', async () => {
    const name = await uploaded(ACCOUNTS.musterClerk, png());
    const caseId = t.ids.cases['musterstadt:schlagloch']!;
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
    const muster = t.ids.tenants.musterstadt!;
    const storeAnonymous = () => storeUpload(t.db, files.storage, png(), false, anonymous);
    const [free, photo, title, banner] = await Promise.all([storeAnonymous(), storeAnonymous(), storeAnonymous(), storeAnonymous()]);
    const caseId = t.ids.cases['musterstadt:laterne']!;
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
    const staffOwner = { tenantId: t.ids.tenants.musterstadt!, uploadedBy: t.ids.users[ACCOUNTS.musterClerk]! };
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
