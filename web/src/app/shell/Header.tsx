import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useT } from '../../i18n/i18n.js';
import { landingRoute } from '../../session/landing.js';
import { currentUser, logOut } from '../../session/session.js';
import { FullscreenButton } from './FullscreenButton.js';
import { GlobalSearch } from './search/GlobalSearch.js';
import './Header.css';

export interface HeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Header({ sidebarId, sidebarOpen, onToggleSidebar }: HeaderProps) {
  useSignals();
  const t = useT();
  // The logo points at the dashboard (docs/product/README.md#routes-and-access); a user without it goes to the
  // first screen they may see.
  const home = landingRoute(currentUser.value?.allRights ?? []);
  return (
    <header className="header">
      <Link href={home} className="header__logo">
        <img src="/logo.svg" alt={t('shell.logo')} width="216" height="40" />
      </Link>
      <button type="button" className="header__icon-button" aria-expanded={sidebarOpen} aria-controls={sidebarId} onClick={onToggleSidebar}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{t('shell.sidebarToggle')}</span>
      </button>
      <GlobalSearch className="header__search" />
      <FullscreenButton className="header__icon-button" />
      <Link href="/account" className="header__account">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="header__action-text">{t('users.account.link')}</span>
      </Link>
      <button type="button" className="header__logout" onClick={() => void logOut()}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="header__action-text">{t('shell.logout')}</span>
      </button>
    </header>
  );
}
