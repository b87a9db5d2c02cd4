import type { ReactNode } from 'react';
import './AuthLinks.css';

/** The row of links under an auth form (start page, forgot password, register ...). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className="auth-links">{children}</ul>;
}
