import { useEffect } from 'react';
import type { MessageKey } from '../i18n/de.js';
import { useT } from '../i18n/i18n.js';
import { isFrameRoute, type FrameRoute } from './frame-routes.js';
import './FrameApp.css';

const TITLES: Record<FrameRoute, MessageKey> = {
  '/cases-map': 'page.casesMap',
  '/create-case-frame': 'page.createCaseFrame',
  '/fall-melden': 'page.fallMelden',
};

/** The public frames (embedded in municipal sites); a later issue builds them, this is their placeholder. */
export function FrameApp() {
  const t = useT();
  const path = window.location.pathname;
  const title = isFrameRoute(path) ? t(TITLES[path]) : t('notFound.title');
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
  return (
    <main className="frame">
      <h1 className="frame__title">{title}</h1>
      <p>{isFrameRoute(path) ? t('placeholder.text') : t('notFound.text')}</p>
    </main>
  );
}
