import { useEffect, useRef, useState } from 'react';

/** The section being read is the last one whose heading has passed this share of the window's height. */
const READING_LINE = 0.3;

function sectionAt(ids: readonly string[], line: number): string | null {
  let reached = ids[0] ?? null;
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (heading && heading.getBoundingClientRect().top <= line) reached = id;
  }
  return reached;
}

/**
 * Which of these sections (ids of their headings) the reader is at, following the window's scrolling.
 * `pin` marks a section just jumped to: it stays current until the reader scrolls on, also when the page
 * ends before its heading could reach the reading line.
 */
export function useCurrentSection(ids: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const pinnedAt = useRef<number | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const list = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (pinnedAt.current === window.scrollY) return;
      pinnedAt.current = null;
      setCurrent(sectionAt(list, window.innerHeight * READING_LINE));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  const pin = (id: string) => {
    pinnedAt.current = window.scrollY;
    setCurrent(id);
  };
  return { current, pin };
}
