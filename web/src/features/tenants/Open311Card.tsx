import { Card } from '../../components/Card.js';
import { useT } from '../../i18n/i18n.js';
import type { TenantCardProps } from './card-props.js';
import { TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

export interface Open311CardProps extends Pick<TenantCardProps, 'values' | 'update'> {
  /** null on create: the number the Open311 interface also accepts does not exist yet */
  tenantId: number | null;
}

/**
 * The tenant as an Open311 jurisdiction: the readable jurisdiction_id, besides the number that always works; and
 * the web pages that may send reports with the tenant's API key from the browser (CORS, docs/decisions/cors.md).
 */
export function Open311Card({ values, update, tenantId }: Open311CardProps) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.open311.label)} headingId={TENANT_SECTIONS.open311.id}>
      <div className="stack">
        <TextField
          label={t('tenants.open311JurisdictionId')}
          hint={tenantId === null ? t('tenants.open311JurisdictionIdHintNew') : t('tenants.open311JurisdictionIdHint', { id: tenantId })}
          value={values.open311JurisdictionId}
          onChange={(open311JurisdictionId) => update({ open311JurisdictionId })}
        />
        <TextField
          label={t('tenants.corsOrigins')}
          hint={t('tenants.corsOriginsHint')}
          multiline
          value={values.corsOrigins}
          onChange={(corsOrigins) => update({ corsOrigins })}
        />
      </div>
    </Card>
  );
}
