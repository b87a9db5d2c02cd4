/**
 * The keyboard model of the search combobox, apart from React so it can be tested as plain data: whether the
 * result list is open, how many options it has (across all sections, in reading order) and which one is
 * active (-1: none, the caret stays in the input).
 */
export interface NavigationState {
  open: boolean;
  count: number;
  active: number;
}

export type NavigationAction =
  /** the text changed: the list opens, nothing is active until the new results are there */
  | { type: 'typed' }
  /** a click into the input shows the results of its text again, nothing active */
  | { type: 'open' }
  /** new results arrived (count of all options) */
  | { type: 'results'; count: number }
  /** ArrowDown: opens a closed list; moves to the next option, from the last back to the first */
  | { type: 'next' }
  /** ArrowUp: moves to the previous option, from the first (or none) to the last */
  | { type: 'previous' }
  /** the pointer rests on an option */
  | { type: 'point'; index: number }
  /** Escape, focus leaving, a result opened, the text cleared */
  | { type: 'close' };

export const INITIAL_NAVIGATION: NavigationState = { open: false, count: 0, active: -1 };

export function navigate(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'typed':
      return { ...state, open: true, active: -1 };
    case 'open':
      return state.open ? state : { ...state, open: true, active: -1 };
    case 'results':
      return { ...state, count: Math.max(0, action.count), active: -1 };
    case 'next':
      if (!state.open) return { ...state, open: true, active: state.count > 0 ? 0 : -1 };
      return state.count === 0 ? state : { ...state, active: (state.active + 1) % state.count };
    case 'previous':
      if (!state.open) return { ...state, open: true, active: state.count - 1 };
      return state.count === 0 ? state : { ...state, active: state.active <= 0 ? state.count - 1 : state.active - 1 };
    case 'point':
      return action.index >= 0 && action.index < state.count ? { ...state, active: action.index } : state;
    case 'close':
      return { ...state, open: false, active: -1 };
  }
}
