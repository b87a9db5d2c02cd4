import { useLayoutEffect } from 'react';
import { keptScrollY } from './case-list-store.js';

/**
 * Keeps the window's scroll position while the list is shown, and on return (`restore`: the kept rows are
 * shown again) scrolls back there once they are rendered. The second try a frame later wins over the
 * router's focus on the main landmark and the browser's own restoration on a back navigation.
 */
export function useKeptScroll(restore: boolean): void {
  useLayoutEffect(() => {
    const target = keptScrollY.peek();
    let frame = 0;
    if (restore && target > 0) {
      window.scrollTo(0, target);
      frame = requestAnimationFrame(() => window.scrollTo(0, target));
    }
    const keep = () => {
      keptScrollY.value = window.scrollY;
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', keep);
    };
    // only when the screen mounts: later renders are the user's own scrolling
  }, []);
}
