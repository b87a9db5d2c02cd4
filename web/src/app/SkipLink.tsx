import { useT } from '../i18n/i18n.js';
import './SkipLink.css';

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('shell.skipLink')}
    </a>
  );
}
