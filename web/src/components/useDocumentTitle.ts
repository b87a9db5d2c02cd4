import { useEffect } from 'react';
import { useT } from '../i18n/i18n.js';

/** Sets the browser tab's title to "<page> – Bürgerportal". */
export function useDocumentTitle(title: string): void {
  const t = useT();
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
}
