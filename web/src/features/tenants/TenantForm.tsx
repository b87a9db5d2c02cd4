import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Tenant } from '@contracts/tenant.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { ApiKeyCard } from './ApiKeyCard.js';
import { BasicCard } from './BasicCard.js';
import { BoundariesCard } from './BoundariesCard.js';
import type { TenantCardProps } from './card-props.js';
import { CitizenInfoCard } from './CitizenInfoCard.js';
import { DefectReporterCard } from './DefectReporterCard.js';
import { MapEmbedCard } from './MapEmbedCard.js';
import { PlatformCard } from './PlatformCard.js';
import { buildTenantPayload, type TenantFormValues } from './tenant-form.js';
import { requiredFields, tenantFormGroups, validateTenantForm, type TenantField, type TenantViewer } from './tenant-rules.js';
import './TenantForm.css';

export interface TenantFormProps {
  viewer: TenantViewer;
  /** the stored tenant; null on create */
  tenant: Tenant | null;
  initial: TenantFormValues;
  /** GET /api/module (super admin only; empty otherwise) */
  moduleNames: readonly string[];
}

/** The tenant form: the groups this viewer and these modules allow, checked and saved as one. */
export function TenantForm({ viewer, tenant, initial, moduleNames }: TenantFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [apiKey, setApiKey] = useState(tenant?.apiKey ?? null);
  const [problem, setProblem] = useState<{ message: string; fields: TenantField[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const exists = tenant !== null;
  const groups = tenantFormGroups(viewer, {
    exists,
    formModules: values.modules,
    savedModules: tenant?.modules ?? [],
    type: values.type,
    boundaryPoints: values.boundaries.length,
  });
  const marked = new Set(exists ? [] : requiredFields(viewer.superAdmin, exists));

  const cardProps: TenantCardProps = {
    values,
    update: (patch) => setValues((current) => ({ ...current, ...patch })),
    invalidBy: (field) => (problem?.fields.includes(field) ? alertId : null),
    marked: (field) => marked.has(field),
  };

  const fail = (message: string, fields: TenantField[]) => {
    setProblem({ message, fields });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateTenantForm(values, { superAdmin: viewer.superAdmin, exists });
    if (invalid) {
      return fail(t(invalid.messageKey, invalid.labelKey ? { field: t(invalid.labelKey) } : undefined), invalid.fields);
    }
    setProblem(null);
    setPending(true);
    try {
      const body = buildTenantPayload(values, viewer.superAdmin);
      if (tenant) await api.tenants.update(tenant.id, body);
      else await api.tenants.create(body);
      showSuccess(t(tenant ? 'tenants.updated' : 'tenants.created'));
      navigate('/tenants');
    } catch (error) {
      // the server's German message (for example an invalid e-mail address); without one the generic text
      if (!(error instanceof ApiError && error.message)) console.error(error);
      fail(error instanceof ApiError && error.message ? error.message : t('errors.unexpected'), []);
      setPending(false);
    }
  };

  return (
    <form ref={form} className="tenant-form stack" onSubmit={submit} noValidate>
      {marked.size > 0 && <p className="field__hint">{t('tenants.requiredNote')}</p>}
      <BasicCard {...cardProps} />
      {groups.platform && (
        <PlatformCard
          {...cardProps}
          tenantId={tenant?.id ?? null}
          moduleNames={moduleNames}
          communeFigures={groups.communeFigures}
          mainAccount={groups.mainAccount}
        />
      )}
      {groups.boundaries && <BoundariesCard {...cardProps} editable={groups.boundariesEditable} />}
      <DefectReporterCard {...cardProps} />
      {groups.mapEmbed && <MapEmbedCard {...cardProps} apiKey={apiKey} keyVisible={groups.apiKeyVisible} />}
      {groups.apiKey && tenant && <ApiKeyCard tenantId={tenant.id} apiKey={apiKey} onChange={setApiKey} />}
      {groups.citizenInfo && <CitizenInfoCard {...cardProps} />}
      <div className="tenant-form__footer">
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <div className="tenant-form__inline">
          <Button type="submit" isPending={pending}>
            {t('common.save')}
          </Button>
          <Link href="/tenants" className="button button--secondary">
            {t('common.cancel')}
          </Link>
        </div>
      </div>
    </form>
  );
}
