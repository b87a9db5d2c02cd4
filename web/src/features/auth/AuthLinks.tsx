import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import './AuthLinks.css';

export interface AuthLink {
  href: string;
  text: MessageKey;
}

export const START_PAGE: AuthLink = { href: '/', text: 'common.startPage' };
export const FORGOT_PASSWORD: AuthLink = { href: '/forgot-password', text: 'login.forgotPassword' };
export const REGISTER: AuthLink = { href: '/register', text: 'login.register' };

/** The list of links under an auth form (start page, forgot password, register …), in the given order. */
export function AuthLinks({ links, children }: { links: readonly AuthLink[]; children?: ReactNode }) {
  const t = useT();
  return (
    <ul className="auth-links">
      {links.map(({ href, text }) => (
        <li key={href}>
          <Link href={href}>{t(text)}</Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
