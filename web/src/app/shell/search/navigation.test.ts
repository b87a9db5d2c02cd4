import { describe, expect, it } from 'vitest';
import { INITIAL_NAVIGATION, navigate, type NavigationAction, type NavigationState } from './navigation.js';

const run = (state: NavigationState, ...actions: NavigationAction[]) => actions.reduce(navigate, state);
const withResults = (count: number) => run(INITIAL_NAVIGATION, { type: 'typed' }, { type: 'results', count });

describe('search keyboard model', () => {
  it('opens on typing with nothing active, and new results start again with nothing active', () => {
    expect(navigate(INITIAL_NAVIGATION, { type: 'typed' })).toEqual({ open: true, count: 0, active: -1 });
    const moved = run(withResults(4), { type: 'next' }, { type: 'next' });
    expect(moved.active).toBe(1);
    expect(navigate(moved, { type: 'results', count: 2 })).toEqual({ open: true, count: 2, active: -1 });
    expect(navigate(moved, { type: 'typed' }).active).toBe(-1);
  });

  it('ArrowDown walks all options across sections and wraps from the last to the first', () => {
    const actives: number[] = [];
    let state = withResults(3);
    for (let i = 0; i < 4; i++) {
      state = navigate(state, { type: 'next' });
      actives.push(state.active);
    }
    expect(actives).toEqual([0, 1, 2, 0]);
  });

  it('ArrowUp goes from none (or the first) to the last, then backwards', () => {
    const actives: number[] = [];
    let state = withResults(3);
    for (let i = 0; i < 4; i++) {
      state = navigate(state, { type: 'previous' });
      actives.push(state.active);
    }
    expect(actives).toEqual([2, 1, 0, 2]);
  });

  it('does nothing to move without results', () => {
    const empty = withResults(0);
    expect(navigate(empty, { type: 'next' })).toEqual(empty);
    expect(navigate(empty, { type: 'previous' })).toEqual(empty);
  });

  it('Escape closes and forgets the active option; ArrowDown opens again at the first one', () => {
    const closed = run(withResults(3), { type: 'next' }, { type: 'next' }, { type: 'close' });
    expect(closed).toEqual({ open: false, count: 3, active: -1 });
    expect(navigate(closed, { type: 'next' })).toEqual({ open: true, count: 3, active: 0 });
    expect(navigate(closed, { type: 'previous' })).toEqual({ open: true, count: 3, active: 2 });
  });

  it('a click into the input opens the list again without changing an open one', () => {
    const closed = run(withResults(3), { type: 'close' });
    expect(navigate(closed, { type: 'open' })).toEqual({ open: true, count: 3, active: -1 });
    const active = run(withResults(3), { type: 'next' });
    expect(navigate(active, { type: 'open' })).toBe(active);
  });

  it('the pointer makes an option active, only within the results', () => {
    const state = withResults(3);
    expect(navigate(state, { type: 'point', index: 2 }).active).toBe(2);
    expect(navigate(state, { type: 'point', index: 3 })).toBe(state);
    expect(navigate(state, { type: 'point', index: -1 })).toBe(state);
  });
});
