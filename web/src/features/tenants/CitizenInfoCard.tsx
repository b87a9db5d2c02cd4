import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { MapPicker } from '../../components/map/MapPicker.js';
import { LazyRichTextEditor } from '../../components/rich-text/lazy.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { TenantCardProps } from './card-props.js';
import { SingleImageField, TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/** The citizen information settings (module BUERGERINFO): app appearance, town hall, contacts, description. */
export function CitizenInfoCard({ values, update, invalidBy }: Pick<TenantCardProps, 'values' | 'update' | 'invalidBy'>) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.citizenInfo.label)} headingId={TENANT_SECTIONS.citizenInfo.id}>
      <div className="stack">
        <Checkbox
          label={t('tenants.hideTenantNameInApp')}
          checked={values.hideTenantNameInApp}
          onChange={(event) => update({ hideTenantNameInApp: event.target.checked })}
        />
        <Checkbox
          label={t('tenants.useCustomImage')}
          checked={values.useCustomImage}
          invalidBy={invalidBy('useCustomImage')}
          onChange={(event) => update({ useCustomImage: event.target.checked })}
        />
        <SingleImageField label={t('tenants.image')} value={values.image} onChange={(image) => update({ image })} />
        <SingleImageField label={t('tenants.headerImage')} value={values.headerImage} onChange={(headerImage) => update({ headerImage })} />
        <div>
          <h3 className="tenant-form__subheading">{t('tenants.townhall')}</h3>
          <MapPicker
            label={t('tenants.townhallMap')}
            value={values.townhall}
            onChange={(townhall) => update({ townhall })}
            search={api.geocode.search}
            locate={false}
          />
        </div>
        <TextField
          label={t('tenants.startPageDesignation')}
          value={values.bisStartPageDesignation}
          onChange={(bisStartPageDesignation) => update({ bisStartPageDesignation })}
        />
        <SingleImageField
          label={t('tenants.startPageBackgroundImage')}
          value={values.bisStartPageBackgroundImage}
          onChange={(bisStartPageBackgroundImage) => update({ bisStartPageBackgroundImage })}
        />
        <div className="tenant-form__grid">
          <TextField
            label={t('tenants.emailNotificationBis')}
            type="email"
            autoComplete="email"
            value={values.emailNotificationBis}
            onChange={(emailNotificationBis) => update({ emailNotificationBis })}
          />
          <TextField
            label={t('tenants.emailNotificationApproveBis')}
            type="email"
            autoComplete="email"
            value={values.emailNotificationApproveBis}
            onChange={(emailNotificationApproveBis) => update({ emailNotificationApproveBis })}
          />
        </div>
        <Checkbox
          label={t('tenants.showBisCalendar')}
          checked={values.showBisCalendar}
          onChange={(event) => update({ showBisCalendar: event.target.checked })}
        />
        <LazyRichTextEditor
          label={t('tenants.description')}
          value={values.description}
          onChange={(description) => update({ description })}
          api={api.files}
        />
      </div>
    </Card>
  );
}
