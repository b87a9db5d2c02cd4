import { Link } from 'wouter';
import { SupportLink } from '../../components/SupportLink.js';
import { logFailure, useLoaded, loadedValue } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { LanguageLink } from '../LanguageLink.js';
import { api } from '../../session/session.js';
import './Footer.css';

/** Contact footer with the build number from GET /api/app. */
export function Footer() {
  const t = useT();
  const info = loadedValue(useLoaded(() => api.platform.appInfo(), 'app', logFailure));
  return (
    <footer className="footer">
      <ul className="footer__links">
        <li>
          {t('shell.support')}: <SupportLink />
        </li>
        <li>
          <Link href="/imprint">{t('menu.imprint')}</Link>
        </li>
        <li>
          <Link href="/accessibility">{t('accessibility.link')}</Link>
        </li>
        <li>
          <LanguageLink />
        </li>
        {info && <li>{t('shell.version', { build: info.buildNumber })}</li>}
      </ul>
    </footer>
  );
}
