import { useState } from 'react';
import type { Tenant } from '@contracts/tenant.js';
import { FormAlert } from '../../components/FormAlert.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { SectionNav } from '../../components/section-nav/SectionNav.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { AccessibilityStatementCard } from './AccessibilityStatementCard.js';
import { ApiKeyCard } from './ApiKeyCard.js';
import { BasicCard } from './BasicCard.js';
import { BoundariesCard } from './BoundariesCard.js';
import type { TenantCardProps } from './card-props.js';
import { CitizenInfoCard } from './CitizenInfoCard.js';
import { DefectReporterCard } from './DefectReporterCard.js';
import { ForwardingCard } from './ForwardingCard.js';
import { LegalLinksCard } from './LegalLinksCard.js';
import { Open311Card } from './Open311Card.js';
import { MapEmbedCard } from './MapEmbedCard.js';
import { PlatformCard } from './PlatformCard.js';
import { buildTenantPayload, type TenantFormValues } from './tenant-form.js';
import { canEditStatement, requiredFields, tenantFormGroups, validateTenantForm, type TenantViewer } from './tenant-rules.js';
import { TENANT_SECTIONS, type TenantSection } from './tenant-sections.js';
import './TenantForm.css';

export interface TenantFormProps {
  viewer: TenantViewer;
  /** the stored tenant; null on create */
  tenant: Tenant | null;
  initial: TenantFormValues;
  /** GET /api/module (super admin only; empty otherwise) */
  moduleNames: readonly string[];
}

/**
 * The tenant form: the groups this viewer and these modules allow, checked and saved as one; "Auf dieser Seite"
 * leads to each of them.
 */
export function TenantForm({ viewer, tenant, initial, moduleNames }: TenantFormProps) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [apiKey, setApiKey] = useState(tenant?.apiKey ?? null);
  const exists = tenant !== null;
  const { form, alertId, problem, pending, submit, invalidBy } = useRecordSave({
    listHref: '/tenants',
    validate: () => validateTenantForm(values, { superAdmin: viewer.superAdmin, exists }),
    save: () => {
      const body = buildTenantPayload(values, viewer.superAdmin);
      return tenant ? api.tenants.update(tenant.id, body) : api.tenants.create(body);
    },
    savedMessage: () => t(exists ? 'tenants.updated' : 'tenants.created'),
  });

  const groups = tenantFormGroups(viewer, {
    exists,
    formModules: values.modules,
    savedModules: tenant?.modules ?? [],
    type: values.type,
    boundaryPoints: values.boundaries.length,
  });
  const marked = new Set(exists ? [] : requiredFields(viewer.superAdmin, exists));
  // one decision per card, for the card and its link alike
  const shown: Record<TenantSection, boolean> = {
    basic: true,
    platform: groups.platform,
    boundaries: groups.boundaries,
    defectReporter: true,
    mapEmbed: groups.mapEmbed,
    legal: groups.mapEmbed,
    accessibility: exists && canEditStatement(viewer),
    open311: groups.open311,
    forwarding: groups.forwarding,
    apiKey: groups.apiKey && exists,
    citizenInfo: groups.citizenInfo,
  };
  const sections = Object.entries(TENANT_SECTIONS)
    .filter(([section]) => shown[section as TenantSection])
    .map(([, { id, label }]) => ({ id, label: t(label) }));

  const cardProps: TenantCardProps = {
    values,
    update: (patch) => setValues((current) => ({ ...current, ...patch })),
    invalidBy,
    marked: (field) => marked.has(field),
  };

  return (
    <SectionNav sections={sections}>
      <form ref={form} className="tenant-form stack" onSubmit={submit} noValidate>
        {marked.size > 0 && <p className="field__hint">{t('tenants.requiredNote')}</p>}
        <BasicCard {...cardProps} />
        {shown.platform && (
          <PlatformCard
            {...cardProps}
            tenantId={tenant?.id ?? null}
            moduleNames={moduleNames}
            communeFigures={groups.communeFigures}
            mainAccount={groups.mainAccount}
          />
        )}
        {shown.boundaries && <BoundariesCard {...cardProps} editable={groups.boundariesEditable} />}
        <DefectReporterCard {...cardProps} />
        {shown.mapEmbed && <MapEmbedCard {...cardProps} apiKey={apiKey} keyVisible={groups.apiKeyVisible} />}
        {shown.legal && <LegalLinksCard {...cardProps} />}
        {shown.accessibility && tenant && <AccessibilityStatementCard tenantId={tenant.id} />}
        {shown.open311 && <Open311Card {...cardProps} tenantId={tenant?.id ?? null} />}
        {shown.forwarding && tenant && <ForwardingCard tenantId={tenant.id} />}
        {shown.apiKey && tenant && <ApiKeyCard tenantId={tenant.id} apiKey={apiKey} onChange={setApiKey} />}
        {shown.citizenInfo && <CitizenInfoCard {...cardProps} />}
        <div className="tenant-form__footer">
          <FormAlert id={alertId} message={problem?.message ?? null} />
          <SaveCancelButtons pending={pending} cancelHref="/tenants" />
        </div>
      </form>
    </SectionNav>
  );
}
