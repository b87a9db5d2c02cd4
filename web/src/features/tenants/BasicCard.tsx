import { COUNTRIES } from '@contracts/tenant.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n/i18n.js';
import type { TenantCardProps } from './card-props.js';
import { RequiredLabel, TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/** Name and address of the tenant. */
export function BasicCard({ values, update, invalidBy, marked }: TenantCardProps) {
  const t = useT();
  return (
    <Card title={t(TENANT_SECTIONS.basic.label)} headingId={TENANT_SECTIONS.basic.id}>
      <div className="tenant-form__grid">
        <div className="tenant-form__wide">
          <TextField
            label={t('tenants.name')}
            value={values.name}
            onChange={(name) => update({ name })}
            required={marked('name')}
            invalidBy={invalidBy('name')}
            autoComplete="organization"
          />
        </div>
        <TextField
          label={t('tenants.street')}
          value={values.street}
          onChange={(street) => update({ street })}
          required={marked('street')}
          invalidBy={invalidBy('street')}
        />
        <TextField
          label={t('tenants.hnr')}
          value={values.hnr}
          onChange={(hnr) => update({ hnr })}
          required={marked('hnr')}
          invalidBy={invalidBy('hnr')}
        />
        <TextField
          label={t('tenants.zip')}
          value={values.zip}
          onChange={(zip) => update({ zip })}
          required={marked('zip')}
          invalidBy={invalidBy('zip')}
        />
        <TextField
          label={t('tenants.city')}
          value={values.city}
          onChange={(city) => update({ city })}
          required={marked('city')}
          invalidBy={invalidBy('city')}
        />
        <Field
          label={<RequiredLabel label={t('tenants.country')} required={marked('country')} />}
          invalidBy={invalidBy('country')}
          required={marked('country')}
        >
          {(control) => (
            <select {...control} className="input" value={values.country} onChange={(event) => update({ country: event.target.value })}>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`tenants.country.${country}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </Card>
  );
}
