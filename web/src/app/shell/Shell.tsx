import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Main } from '../Main.js';
import { SkipLink } from '../SkipLink.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { Sidebar } from './Sidebar.js';
import './Shell.css';

/** Above this width the sidebar sits beside the content and starts open; below it overlays the page. */
const WIDE_SCREEN = '(min-width: 64em)';
const SIDEBAR_ID = 'sidebar';

const isWide = () => window.matchMedia(WIDE_SCREEN).matches;

/** The frame of every logged-in page: header, sidebar with menu, main content and footer. */
export function Shell({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(isWide);
  const [location] = useLocation();

  // On a narrow screen the overlaying sidebar closes once a menu entry has been chosen.
  useEffect(() => {
    if (!isWide()) setSidebarOpen(false);
  }, [location]);

  // Crossing the breakpoint resets the sidebar to that layout's default.
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const reset = (event: MediaQueryListEvent) => setSidebarOpen(event.matches);
    query.addEventListener('change', reset);
    return () => query.removeEventListener('change', reset);
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isWide()) return;
      setSidebarOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen]);

  return (
    <div className={sidebarOpen ? 'shell shell--sidebar-open' : 'shell'}>
      <SkipLink />
      <Header sidebarId={SIDEBAR_ID} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
      <div className="shell__body">
        <Sidebar id={SIDEBAR_ID} open={sidebarOpen} />
        <div className="shell__content">
          <Main className="shell__main">{children}</Main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
