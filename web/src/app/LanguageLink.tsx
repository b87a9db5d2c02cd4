import { useLocation, useSearch } from 'wouter';
import { useT } from '../i18n/i18n.js';

/** Switches to the other language by reloading the page with ?lang=..., which is then remembered. */
export function LanguageLink() {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const code = t('app.otherLanguageCode');
  const params = new URLSearchParams(search);
  params.set('lang', code);
  return (
    <a href={`${path}?${params.toString()}`} lang={code} hrefLang={code}>
      {t('app.otherLanguage')}
    </a>
  );
}
