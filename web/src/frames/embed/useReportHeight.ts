import { useEffect } from 'react';
import { heightMessage } from './height-message.js';

/**
 * In an iframe: tells the embedding page the height of the frame's content whenever it changes (a step of the
 * wizard, a loaded list), so the page can size the iframe to it. Posted to any origin: the frame does not know
 * which town's website embeds it, and a height tells nothing private. Outside an iframe it does nothing.
 */
export function useReportHeight(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const root = document.documentElement;
    let reported = 0;
    const report = () => {
      // the root element's own height is its content's, also when that is less than the iframe's height
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === reported) return;
      reported = height;
      window.parent.postMessage(heightMessage(height), '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(root);
    report();
    return () => observer.disconnect();
  }, []);
}
