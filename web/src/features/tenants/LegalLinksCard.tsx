import { Card } from '../../components/Card.js';
import { useT } from '../../i18n/i18n.js';
import type { TenantCardProps } from './card-props.js';
import { TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/** The addresses of the tenant's terms of use, privacy notice and imprint, which its report form links. */
export function LegalLinksCard({ values, update }: Pick<TenantCardProps, 'values' | 'update'>) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.legal.label)} headingId={TENANT_SECTIONS.legal.id}>
      <div className="stack">
        <p className="field__hint">{t('tenants.legalIntro')}</p>
        <TextField
          label={t('tenants.termsUrl')}
          hint={t('tenants.termsUrlHint')}
          value={values.termsUrl}
          onChange={(termsUrl) => update({ termsUrl })}
        />
        <TextField
          label={t('tenants.privacyUrl')}
          hint={t('tenants.privacyUrlHint')}
          value={values.privacyUrl}
          onChange={(privacyUrl) => update({ privacyUrl })}
        />
        <TextField
          label={t('tenants.imprintUrl')}
          hint={t('tenants.imprintUrlHint')}
          value={values.imprintUrl}
          onChange={(imprintUrl) => update({ imprintUrl })}
        />
      </div>
    </Card>
  );
}
