import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { SupportLink } from '../../components/SupportLink.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks } from './AuthLinks.js';

/** The thank-you page after a registration (and for accounts that still wait for approval). */
export function PendingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('pending.title')} />
      <p>{t('pending.created')}</p>
      <p>{t('pending.review')}</p>
      <AuthLinks>
        <li>
          <Link href="/">{t('common.startPage')}</Link>
        </li>
        <li>
          <Link href="/forgot-password">{t('login.forgotPassword')}</Link>
        </li>
        <li>
          <SupportLink>{t('pending.support')}</SupportLink>
        </li>
      </AuthLinks>
    </>
  );
}
