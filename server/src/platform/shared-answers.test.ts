import { describe, expect, it, vi } from 'vitest';
import { SharedAnswers } from './shared-answers.js';

interface Built {
  name: string;
  bytes: number;
}

/** A build whose answer arrives when the test says. */
function pendingBuild() {
  let finish!: (built: Built) => void;
  let fail!: (error: Error) => void;
  const built = new Promise<Built>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { build: vi.fn(() => built), finish, fail };
}

const built =
  (name: string, bytes = 1) =>
  async () => ({ name, bytes });

describe('SharedAnswers', () => {
  it('builds once for every request that asks while the answer is being built', async () => {
    const answers = new SharedAnswers<Built>({ entries: 10, bytes: 100 });
    const pending = pendingBuild();
    const asked = Array.from({ length: 5 }, () => answers.answer('k', 'v1', pending.build));
    pending.finish({ name: 'a', bytes: 1 });
    expect(await Promise.all(asked)).toEqual(Array(5).fill({ name: 'a', bytes: 1 }));
    expect(pending.build).toHaveBeenCalledTimes(1);
    const again = vi.fn(built('b'));
    expect((await answers.answer('k', 'v1', again)).name).toBe('a');
    expect(again).not.toHaveBeenCalled();
  });

  it('builds again for a new version, handing the build the answer it replaces', async () => {
    const answers = new SharedAnswers<Built>({ entries: 10, bytes: 100 });
    await answers.answer('k', 'v1', built('a'));
    const next = vi.fn(built('b'));
    expect((await answers.answer('k', 'v2', next)).name).toBe('b');
    expect(next).toHaveBeenCalledWith({ name: 'a', bytes: 1 });
  });

  it('forgets a failed build: the next request builds again', async () => {
    const answers = new SharedAnswers<Built>({ entries: 10, bytes: 100 });
    const pending = pendingBuild();
    const failed = answers.answer('k', 'v1', pending.build);
    pending.fail(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    expect((await answers.answer('k', 'v1', built('b'))).name).toBe('b');
  });

  it('lets the least recently used answers go beyond the limits of entries and bytes', async () => {
    const answers = new SharedAnswers<Built>({ entries: 2, bytes: 10 });
    await answers.answer('a', 'v', built('a'));
    await answers.answer('b', 'v', built('b'));
    // asking for a makes b the least recently used
    await answers.answer('a', 'v', built('a again'));
    await answers.answer('c', 'v', built('c'));
    expect((await answers.answer('a', 'v', built('a rebuilt'))).name).toBe('a');
    expect((await answers.answer('b', 'v', built('b rebuilt'))).name).toBe('b rebuilt');

    // an answer of all 10 bytes leaves room for no other
    await answers.answer('big', 'v', built('big', 10));
    expect((await answers.answer('big', 'v', built('big rebuilt', 10))).name).toBe('big');
    expect((await answers.answer('b', 'v', built('b again'))).name).toBe('b again');
    expect((await answers.answer('big', 'v', built('big rebuilt', 10))).name).toBe('big rebuilt');
  });
});
