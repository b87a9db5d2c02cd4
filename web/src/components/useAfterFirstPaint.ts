import { useEffect, useState } from 'react';

/**
 * False until the component's first render has been painted. A screen shows its own content first and only then
 * asks for the code of a heavy part (a map), which on a slow link would otherwise share the line with the content's
 * own code and delay it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs before the paint, the task it queues after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
