import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button.js';
import { PageHeader } from '../components/PageHeader.js';
import type { MessageKey } from '../i18n/de.js';
import { useT } from '../i18n/i18n.js';

/** A page in place of a screen that cannot be shown: why, and the way back to the start page. */
function NoticePage({ titleKey, textKey, action }: { titleKey: MessageKey; textKey: MessageKey; action?: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <p>{t(textKey)}</p>
      {action}
      <p>
        <Link href="/">{t('common.startPage')}</Link>
      </p>
    </>
  );
}

export const NotFoundPage = () => <NoticePage titleKey="notFound.title" textKey="notFound.text" />;

/** In place of a screen the user's rights do not open. */
export const NoAccessPage = () => <NoticePage titleKey="noAccess.title" textKey="noAccess.text" />;

function Reload() {
  const t = useT();
  return (
    <p>
      <Button onClick={() => window.location.reload()}>{t('loadFailed.reload')}</Button>
    </p>
  );
}

/** In place of a screen whose code did not come (a lost connection): loading the page anew fetches it again. */
export const LoadFailedPage = () => <NoticePage titleKey="loadFailed.title" textKey="loadFailed.text" action={<Reload />} />;
