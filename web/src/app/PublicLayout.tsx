import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/i18n.js';
import { LanguageLink } from './LanguageLink.js';
import { Main } from './Main.js';
import { SkipLink } from './SkipLink.js';
import './PublicLayout.css';

/** The frame of the pages without a session (login, registration, password reset, imprint). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="public-layout">
      <SkipLink />
      <header className="public-layout__header">
        <img src="/logo.svg" alt={t('app.name')} width="216" height="40" />
      </header>
      <Main className="public-layout__main">
        <div className="public-layout__card">{children}</div>
      </Main>
      <footer className="public-layout__footer">
        <ul className="public-layout__links">
          <li>
            <Link href="/imprint">{t('menu.imprint')}</Link>
          </li>
          <li>
            <LanguageLink />
          </li>
        </ul>
      </footer>
    </div>
  );
}
