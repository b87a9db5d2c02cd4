import { STATEMENT_ROUTE } from '@contracts/frame-routes.js';
import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';

export interface FrameFooterProps {
  wide: boolean;
  /** the tenant's key where the page's address has none (the status page has it from the status answer) */
  apiKey?: string | null;
}

/**
 * Every frame's footer: the link to the tenant's accessibility statement (BITV 2.0 § 12), found by the tenant's
 * API key, as the statement and its feedback form are. Without a key there is no tenant to name, and no footer.
 */
export function FrameFooter({ wide, apiKey = queryParam('apiKey') }: FrameFooterProps) {
  const texts = useFrameTexts();
  if (!apiKey) return null;
  const here = window.location.pathname === STATEMENT_ROUTE;
  return (
    <footer className={wide ? 'frame-footer frame-footer--wide' : 'frame-footer'}>
      <a href={frameHref(STATEMENT_ROUTE, { apiKey })} aria-current={here ? 'page' : undefined}>
        {texts.statementLink}
      </a>
    </footer>
  );
}
