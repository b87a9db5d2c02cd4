import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers for a component test that would otherwise wait for a debounce or a delay (the chart delay): a user
 * whose events move the fake clock, and `pass(ms)` to let time pass at once. The setup file turns real timers
 * back on after the test.
 *
 * testing-library moves a fake clock only when it takes it for Jest's: without the stand-in its own waits (after
 * each user event, and in `waitFor` and `findBy…`) would never end. With it, `waitFor` moves the clock itself.
 */
export function fakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    pass: async (ms: number) => {
      // First what is under way (stubbed answers, the renders they cause): the timers it starts count from now.
      // Inside one act React renders only at its end, too late for the clock moved in it.
      await act(async () => {});
      await act(() => vi.advanceTimersByTimeAsync(ms));
    },
  };
}
