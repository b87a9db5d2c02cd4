import { useSignals } from '@preact/signals-react/runtime';
import { Link, useSearch } from 'wouter';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { recordIdFrom } from '../../components/record-id.js';
import { useLoaded } from '../../components/useLoaded.js';
import { language, useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { formFromTenant, NEW_TENANT } from './tenant-form.js';
import { canCreateTenant, type TenantViewer } from './tenant-rules.js';
import { TenantForm } from './TenantForm.js';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** Loads what the form needs; the module list only for a super admin (only they choose modules). */
function useTenantFormData(viewer: TenantViewer | null, tenantId: number | null, create: boolean) {
  const superAdmin = viewer?.superAdmin ?? false;
  const load = async () => {
    const [tenant, moduleNames] = await Promise.all([create ? null : api.tenants.get(tenantId!), superAdmin ? api.platform.modules() : []]);
    // the locale only formats the loaded numbers: a language switch does not reload (and reset) the form
    return { tenant, initial: tenant ? formFromTenant(tenant, LOCALES[language.value]) : NEW_TENANT, moduleNames };
  };
  return useLoaded(load, !create && tenantId === null ? null : `${create}|${tenantId}|${superAdmin}`);
}

function TenantFormScreen({ create }: { create: boolean }) {
  useSignals();
  const t = useT();
  const user = currentUser.value;
  const tenantId = recordIdFrom(useSearch(), 'tenantId');
  const viewer: TenantViewer | null = user && { superAdmin: user.superAdmin, tenantId: user.tenantId, allRights: user.allRights };
  const data = useTenantFormData(viewer, tenantId, create);
  const title = t(create ? 'page.createTenant' : 'page.editTenant');

  const notice = (text: string) => (
    <>
      <PageHeader title={title} />
      <p role="alert">{text}</p>
      <p>
        <Link href="/tenants">{t('tenants.backToList')}</Link>
      </p>
    </>
  );

  if (!viewer) return <Loading />;
  if (create && !canCreateTenant(viewer)) return notice(t('tenants.noCreateRight'));
  if (!create && tenantId === null) return notice(t('tenants.notFound'));
  if (data.state === 'failed') return notice(data.message ?? t('errors.unexpected'));
  if (data.state !== 'ready') {
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  }
  const loaded = data.value;
  return (
    <>
      <PageHeader title={loaded.tenant ? `${title}: ${loaded.tenant.name}` : title} />
      <TenantForm
        key={loaded.tenant?.id ?? 'new'}
        viewer={viewer}
        tenant={loaded.tenant}
        initial={loaded.initial}
        moduleNames={loaded.moduleNames}
      />
    </>
  );
}

export const CreateTenantPage = () => <TenantFormScreen create />;
export const EditTenantPage = () => <TenantFormScreen create={false} />;
