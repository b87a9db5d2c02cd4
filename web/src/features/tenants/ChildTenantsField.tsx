import { useEffect, useId, useRef, useState } from 'react';
import { TenantPicker, type TenantLoader } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import type { PickedOption } from './tenant-form.js';

export interface ChildTenantsFieldProps {
  /** the tenant being edited (never its own child); null on create */
  tenantId: number | null;
  value: PickedOption[];
  onChange: (children: PickedOption[]) => void;
  loader: TenantLoader;
}

/**
 * Several tenants chosen one at a time: a search picker adds a tenant, the list below removes one. After
 * either action the focus returns to the picker, so the next tenant can be added at once.
 */
export function ChildTenantsField({ tenantId, value, onChange, loader }: ChildTenantsFieldProps) {
  const t = useT();
  const headingId = useId();
  const pickerHost = useRef<HTMLDivElement>(null);
  // a fresh picker (empty text) after each change
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (round > 0) pickerHost.current?.querySelector('input')?.focus();
  }, [round]);

  const chosenIds = new Set(value.map((child) => child.id));
  const candidates: TenantLoader = async (search) =>
    (await loader(search)).filter((tenant) => tenant.id !== tenantId && !chosenIds.has(tenant.id));

  return (
    <div className="tenant-form__children">
      <p className="field__label" id={headingId}>
        {t('tenants.children')}
      </p>
      {value.length === 0 ? (
        <p className="field__hint">{t('tenants.noChildren')}</p>
      ) : (
        <ul className="tenant-form__chips" aria-labelledby={headingId}>
          {value.map((child) => (
            <li key={child.id} className="tenant-form__chip">
              <span>{child.name}</span>
              <button
                type="button"
                className="tenant-form__chip-remove"
                onClick={() => {
                  onChange(value.filter((other) => other.id !== child.id));
                  setRound((n) => n + 1);
                }}
              >
                {t('tenants.removeChild')}
                <span className="visually-hidden"> {child.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={pickerHost}>
        <TenantPicker
          key={round}
          label={t('tenants.addChild')}
          loader={candidates}
          value={null}
          emptyText={t('tenants.noTenantFound')}
          onChange={(tenant) => {
            if (!tenant) return;
            onChange([...value, { id: tenant.id, name: tenant.name }]);
            setRound((n) => n + 1);
          }}
        />
      </div>
    </div>
  );
}
