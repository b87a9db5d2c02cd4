import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The widths the table needed each time a secondary column was folded into the row, oldest first: the region must
 * be at least that wide again before the column comes back, so a column never flickers between folded and not.
 */
export type Folds = readonly number[];

export interface RegionWidths {
  /** what the region shows (clientWidth) */
  available: number;
  /** what the table takes (the region's scrollWidth) */
  needed: number;
}

/**
 * One step towards a table that fits its region: fold one more secondary column while the table is wider than its
 * region, give one back once the region is as wide as the table was before that column was folded. Answers the same
 * list when nothing changes, so a caller's state settles.
 */
export function nextFolds(folds: Folds, { available, needed }: RegionWidths, foldable: number): Folds {
  if (needed > available) return folds.length < foldable ? [...folds, needed] : folds;
  const lastNeeded = folds.at(-1);
  return lastNeeded !== undefined && available >= lastNeeded ? folds.slice(0, -1) : folds;
}

/**
 * How many of the table's `foldable` secondary columns to fold (right-most first) so that the table fits the width
 * of its scroll region, measured before the browser paints. Other `rows` (a search, the next page) start unfolded
 * again: fewer or shorter rows may fit without folding.
 */
export function useColumnFolding(foldable: number, rows: string): { region: RefObject<HTMLDivElement | null>; folded: number } {
  const region = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ rows: string; folds: Folds }>({ rows, folds: [] });
  // React's way to reset state when a prop changes: during the render, before anything is painted.
  if (state.rows !== rows) setState({ rows, folds: [] });
  const { folds } = state;

  // After every render (rows, texts, the folds themselves: one fold may not be enough, an unfold may be too much).
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || foldable === 0) return;
    const next = nextFolds(folds, widthsOf(element), foldable);
    if (next !== folds) setState((current) => ({ ...current, folds: next }));
  });

  // After a change of size no render causes: the window, the sidebar.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || foldable === 0 || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setState((current) => {
        const next = nextFolds(current.folds, widthsOf(element), foldable);
        return next === current.folds ? current : { ...current, folds: next };
      }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [foldable]);

  return { region, folded: Math.min(folds.length, foldable) };
}

const widthsOf = (region: HTMLElement): RegionWidths => ({ available: region.clientWidth, needed: region.scrollWidth });
