import { useSearch } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { SupportLink } from '../../components/SupportLink.js';
import { useT } from '../../i18n/i18n.js';
import { AuthLinks, FORGOT_PASSWORD, START_PAGE } from './AuthLinks.js';

/** Where a login of an account that still waits for approval leads (the page then says so, not "angelegt"). */
export const PENDING_APPROVAL = '/pending?reason=approval';

/** The thank-you page after a registration, and the notice for an account that still waits for approval. */
export function PendingPage() {
  const t = useT();
  const awaiting = new URLSearchParams(useSearch()).get('reason') === 'approval';
  return (
    <>
      <PageHeader title={t(awaiting ? 'pending.awaitingTitle' : 'pending.title')} />
      <p>{t(awaiting ? 'pending.awaiting' : 'pending.created')}</p>
      <p>{t('pending.review')}</p>
      <AuthLinks links={[START_PAGE, FORGOT_PASSWORD]}>
        <li>
          <SupportLink>{t('pending.support')}</SupportLink>
        </li>
      </AuthLinks>
    </>
  );
}
