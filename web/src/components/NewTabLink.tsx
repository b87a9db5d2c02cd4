import type { ReactNode } from 'react';
import { useWidgetTexts, type WidgetTexts } from './useWidgetTexts.js';

const TEXTS: WidgetTexts<{ opensInNewTab: string }> = {
  de: { opensInNewTab: '(öffnet in neuem Tab)' },
  en: { opensInNewTab: '(opens in a new tab)' },
};

/**
 * A link that opens in a new tab, so a form half filled in stays as it is; the arrow shows it and screen
 * readers hear it. Used where a form links a text to read, such as terms of use and privacy notices.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { opensInNewTab } = useWidgetTexts(TEXTS);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {opensInNewTab}</span>
    </a>
  );
}
