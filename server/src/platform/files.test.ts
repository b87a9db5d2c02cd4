import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, randomStoredName } from './files.js';

/** One directory shared by two storages, as processes share a network volume. */
const dir = mkdtempSync(join(tmpdir(), 'file-storage-'));
const processA = createFileStorage(dir);
const processB = createFileStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FileStorage on a directory that several processes share', () => {
  it('removing a file that is not there (any more) is no error', async () => {
    const name = randomStoredName('image/png');
    await expect(processA.remove(name)).resolves.toBeUndefined();

    await processA.write(name, Buffer.from('bild'));
    await processA.write(name, Buffer.from('vorschau'), 'thumbnail');
    await Promise.all([processA.remove(name), processB.remove(name)]);
    expect(await processB.size(name)).toBeNull();
    expect(await processB.size(name, 'thumbnail')).toBeNull();
    await expect(processB.remove(name)).resolves.toBeUndefined();
  });

  it('writes atomically: concurrent writers of one name leave one whole version, and no temporary file', async () => {
    const name = randomStoredName('image/png');
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, 65 + i));
    const readers: Promise<Buffer | null>[] = [];
    await Promise.all(
      versions.map(async (data, i) => {
        await (i % 2 ? processA : processB).write(name, data);
        readers.push(processA.read(name));
      }),
    );
    const whole = (bytes: Buffer | null) => bytes !== null && versions.some((version) => version.equals(bytes));
    for (const seen of await Promise.all(readers)) expect(whole(seen)).toBe(true);
    expect(whole(await processB.read(name))).toBe(true);
    expect(readdirSync(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
