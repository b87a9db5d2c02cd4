import { STATEMENT_ROUTE } from '../frame-routes.js';
import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';

/**
 * Every frame's footer: the link to the tenant's accessibility statement (BITV 2.0 § 12), found by the page's API
 * key, as the statement and its feedback form are. A page without a key (the status link) has no tenant to name.
 */
export function FrameFooter({ wide }: { wide: boolean }) {
  const texts = useFrameTexts();
  const apiKey = queryParam('apiKey');
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
