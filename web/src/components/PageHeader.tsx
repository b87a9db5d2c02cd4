import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle.js';
import './PageHeader.css';

/** The page's one h1 (which also becomes the document title) and optional actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {children && <div className="page-header__actions">{children}</div>}
    </div>
  );
}
