import { PageHeader } from '../../components/PageHeader.js';
import { SupportLink } from '../../components/SupportLink.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks, FORGOT_PASSWORD, START_PAGE } from './AuthLinks.js';

/** The thank-you page after a registration (and for accounts that still wait for approval). */
export function PendingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('pending.title')} />
      <p>{t('pending.created')}</p>
      <p>{t('pending.review')}</p>
      <AuthLinks links={[START_PAGE, FORGOT_PASSWORD]}>
        <li>
          <SupportLink>{t('pending.support')}</SupportLink>
        </li>
      </AuthLinks>
    </>
  );
}
