import { AccessibilityStatement } from '../../components/accessibility/AccessibilityStatement.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SupportLink } from '../../components/SupportLink.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';

/**
 * /accessibility: the statement of the signed-in user's tenant, as its citizens read it on the public page; staff
 * report barriers of the back office to the support rather than through the tenant's own form.
 */
export function AccessibilityStatementPage() {
  const t = useT();
  const user = currentUser.value;
  return (
    <article>
      <PageHeader title={t('accessibility.title')} />
      {user ? <TenantStatement tenantId={user.tenantId} /> : <Loading />}
    </article>
  );
}

function TenantStatement({ tenantId }: { tenantId: number }) {
  const t = useT();
  const statement = useLoaded(() => api.accessibility.statement(tenantId), tenantId);
  return statement.state === 'ready' ? (
    <div className="stack">
      <p>{t('accessibility.publicPage')}</p>
      <AccessibilityStatement
        text={statement.value.text ?? statement.value.defaultText}
        checkedOn={statement.value.checkedOn}
        feedback={
          <p>
            {t('accessibility.staffFeedback')} <SupportLink />
          </p>
        }
      />
    </div>
  ) : statement.state === 'failed' ? (
    <p role="alert">{statement.message ?? t('errors.unexpected')}</p>
  ) : (
    <Loading />
  );
}
