import { describe, expect, it } from 'vitest';
import { besideWindow } from './overlap.js';

describe('besideWindow', () => {
  it('counts a request that waited through the whole window with its full wait, and answers only inside it', () => {
    const answers = [
      { startedAt: 0, endedAt: 5, status: 200 },
      // sent before the long request began, answered only after it ended
      { startedAt: 90, endedAt: 1100, status: 200 },
      { startedAt: 500, endedAt: 510, status: 200 },
      { startedAt: 1200, endedAt: 1210, status: 200 },
    ];
    expect(besideWindow(answers, 100, 1000)).toEqual({ answers: 1, errors: 0, worstMs: 1010 });
  });

  it('counts refused and unanswered requests that overlapped the window as errors', () => {
    const answers = [
      { startedAt: 10, endedAt: 12, status: 401 },
      { startedAt: 20, endedAt: 30, status: null },
      { startedAt: 40, endedAt: 41, status: 304 },
      { startedAt: 200, endedAt: 210, status: 500 },
    ];
    expect(besideWindow(answers, 0, 100)).toEqual({ answers: 3, errors: 2, worstMs: 10 });
  });

  it('answers zeros for a window nothing overlapped', () => {
    expect(besideWindow([{ startedAt: 0, endedAt: 1, status: 200 }], 5, 6)).toEqual({ answers: 0, errors: 0, worstMs: 0 });
  });
});
