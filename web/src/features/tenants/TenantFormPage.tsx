import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Tenant } from '@contracts/tenant.js';
import { ApiError } from '../../api/http.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { language, useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { formFromTenant, NEW_TENANT, type TenantFormValues } from './tenant-form.js';
import { canCreateTenant, type TenantViewer } from './tenant-rules.js';
import { TenantForm } from './TenantForm.js';

type Loaded = { tenant: Tenant | null; initial: TenantFormValues; moduleNames: string[] };

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** The tenantId of /edit-tenant: a positive whole number, else null. */
export function tenantIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('tenantId');
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}

/** Loads what the form needs; the module list only for a super admin (only they choose modules). */
function useTenantFormData(viewer: TenantViewer | null, tenantId: number | null, create: boolean) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  /** a failed load, with the server's message when it sent one */
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const superAdmin = viewer?.superAdmin ?? false;
  const locale = LOCALES[language.value];

  useEffect(() => {
    if (!create && tenantId === null) return;
    let cancelled = false;
    setLoaded(null);
    setFailure(null);
    Promise.all([create ? Promise.resolve(null) : api.tenants.get(tenantId!), superAdmin ? api.platform.modules() : Promise.resolve([])])
      .then(([tenant, moduleNames]) => {
        if (cancelled) return;
        setLoaded({ tenant, initial: tenant ? formFromTenant(tenant, locale) : NEW_TENANT, moduleNames });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof ApiError && error.message ? error.message : null;
        if (message === null) console.error(error);
        setFailure({ message });
      });
    return () => {
      cancelled = true;
    };
    // the locale only formats the loaded numbers: a language switch does not reload (and reset) the form
  }, [create, tenantId, superAdmin]);

  return { loaded, failure };
}

function TenantFormScreen({ create }: { create: boolean }) {
  useSignals();
  const t = useT();
  const user = currentUser.value;
  const tenantId = tenantIdFrom(useSearch());
  const viewer: TenantViewer | null = user && { superAdmin: user.superAdmin, tenantId: user.tenantId, allRights: user.allRights };
  const { loaded, failure } = useTenantFormData(viewer, tenantId, create);
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
  if (failure) return notice(failure.message ?? t('errors.unexpected'));
  if (!loaded) {
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  }
  return (
    <>
      <PageHeader title={loaded.tenant ? `${title}: ${loaded.tenant.name}` : title} />
      <TenantForm key={loaded.tenant?.id ?? 'new'} viewer={viewer} tenant={loaded.tenant} initial={loaded.initial} moduleNames={loaded.moduleNames} />
    </>
  );
}

export const CreateTenantPage = () => <TenantFormScreen create />;
export const EditTenantPage = () => <TenantFormScreen create={false} />;
