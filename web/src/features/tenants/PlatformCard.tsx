import { MODULES, type ModuleName } from '@contracts/catalog.js';
import { TENANT_TYPES } from '@contracts/tenant.js';
import { Card } from '../../components/Card.js';
import { TenantPicker } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { TenantCardProps } from './card-props.js';
import { ChildTenantsField } from './ChildTenantsField.js';
import { CheckboxGroup, RequiredLabel, TextField } from './FormFields.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

export interface PlatformCardProps extends TenantCardProps {
  /** the tenant being edited; null on create */
  tenantId: number | null;
  /** the module names of GET /api/module */
  moduleNames: readonly string[];
  /** population and area (commune) */
  communeFigures: boolean;
  /** the main user picker (only once the tenant exists) */
  mainAccount: boolean;
}

const isModule = (name: string): name is ModuleName => (MODULES as readonly string[]).includes(name);

const tenantsLoader = async (search: string) => (await api.tenants.list({ search, size: 50 })).content;

/**
 * The super admin's settings: child tenants, modules, type, figures and main user
 * (docs/product/tenants.md#the-tenant-form, docs/product/tenants.md#fields-only-the-super-admin-changes).
 */
export function PlatformCard({ values, update, invalidBy, marked, tenantId, moduleNames, communeFigures, mainAccount }: PlatformCardProps) {
  const t = useT();
  // a module the catalogue does not know (a newer server) shows its own name
  const moduleLabel = (module: string) => (isModule(module) ? t(`tenants.module.${module}`) : module);
  const options = moduleNames.map((module) => ({ value: module, label: moduleLabel(module) }));

  const setModules = (modules: string[]) =>
    update({ modules, visibleModules: values.visibleModules.filter((module) => modules.includes(module)) });

  return (
    <Card title={t(TENANT_SECTIONS.platform.label)} headingId={TENANT_SECTIONS.platform.id}>
      <p className="field__hint">{t('tenants.platformHint')}</p>
      <div className="stack">
        <ChildTenantsField
          tenantId={tenantId}
          value={values.childrenTenants}
          onChange={(childrenTenants) => update({ childrenTenants })}
          loader={tenantsLoader}
        />
        <CheckboxGroup
          legend={t('tenants.modules')}
          options={options}
          selected={values.modules}
          onChange={setModules}
          required={marked('modules')}
          invalidBy={invalidBy('modules')}
        />
        <CheckboxGroup
          legend={t('tenants.visibleModules')}
          hint={t('tenants.visibleModulesHint')}
          options={options.map((option) => ({ ...option, disabled: !values.modules.includes(option.value) }))}
          selected={values.visibleModules}
          onChange={(visibleModules) => update({ visibleModules })}
          required={marked('visibleModules')}
          invalidBy={invalidBy('visibleModules')}
        />
        <fieldset className="tenant-form__group">
          <legend className="field__label">
            <RequiredLabel label={t('tenants.type')} required={marked('type')} />
          </legend>
          {TENANT_TYPES.map((type) => (
            <label key={type} className="tenant-form__radio">
              <input type="radio" name="tenant-type" value={type} checked={values.type === type} onChange={() => update({ type })} />
              {t(`tenants.type.${type}`)}
            </label>
          ))}
        </fieldset>
        {communeFigures && (
          <div className="tenant-form__grid">
            <TextField
              label={t('tenants.population')}
              value={values.population}
              onChange={(population) => update({ population })}
              inputMode="numeric"
              invalidBy={invalidBy('population')}
            />
            <TextField
              label={t('tenants.area')}
              value={values.area}
              onChange={(area) => update({ area })}
              inputMode="decimal"
              invalidBy={invalidBy('area')}
            />
          </div>
        )}
        {mainAccount && tenantId !== null ? (
          <TenantPicker
            label={t('tenants.mainAccount')}
            loader={async (search) =>
              (await api.users.ofTenant(tenantId, search)).content.map((user) => ({ id: user.id, name: user.fullname }))
            }
            value={values.mainAccount?.id ?? null}
            selectedName={values.mainAccount?.name}
            emptyText={t('tenants.noUserFound')}
            onChange={(user) => update({ mainAccount: user })}
          />
        ) : (
          <p className="field__hint">{t('tenants.mainAccountLater')}</p>
        )}
      </div>
    </Card>
  );
}
