import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/**
 * The page's main landmark (target of the skip link). After a client-side navigation the focus moves here,
 * so keyboard and screen reader users start reading the new page instead of staying on the old link.
 */
export function Main({ className, children }: { className?: string; children: ReactNode }) {
  const [location] = useLocation();
  const ref = useRef<HTMLElement>(null);
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    ref.current?.focus();
  }, [location]);
  return (
    <main id="main" ref={ref} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
