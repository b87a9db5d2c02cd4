import { Link } from 'wouter';
import { PageHeader } from '../components/PageHeader.js';
import type { MessageKey } from '../i18n/de.js';
import { useT } from '../i18n/i18n.js';

/** A page in place of a screen that cannot be shown: why, and the way back to the start page. */
function NoticePage({ titleKey, textKey }: { titleKey: MessageKey; textKey: MessageKey }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <p>{t(textKey)}</p>
      <p>
        <Link href="/">{t('common.startPage')}</Link>
      </p>
    </>
  );
}

export const NotFoundPage = () => <NoticePage titleKey="notFound.title" textKey="notFound.text" />;

/** In place of a screen the user's rights do not open. */
export const NoAccessPage = () => <NoticePage titleKey="noAccess.title" textKey="noAccess.text" />;
