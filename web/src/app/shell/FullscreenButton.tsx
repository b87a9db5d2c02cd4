import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.js';

/** Toggles the browser's full screen mode (Fullscreen API); aria-pressed tells whether it is on. */
export function FullscreenButton({ className }: { className: string }) {
  const t = useT();
  const [active, setActive] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch((error: unknown) => console.error(error));
  };

  return (
    <button type="button" className={className} aria-pressed={active} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={active ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="visually-hidden">{t('shell.fullscreen')}</span>
    </button>
  );
}
