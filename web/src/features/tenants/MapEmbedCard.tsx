import { useRef, useState } from 'react';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n/i18n.js';
import type { TenantCardProps } from './card-props.js';
import { embedCode } from './tenant-form.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

export interface MapEmbedCardProps extends Pick<TenantCardProps, 'values' | 'update'> {
  /** the tenant's API key (null: none yet, or the viewer may not see it) */
  apiKey: string | null;
  /** the server shows keys only to MANAGE_API_KEY: without it a missing key says nothing */
  keyVisible: boolean;
}

/** The public case map (module APIZUGRIFF): what it shows and the code that embeds it. */
export function MapEmbedCard({ values, update, apiKey, keyVisible }: MapEmbedCardProps) {
  const t = useT();
  const code = useRef<HTMLTextAreaElement>(null);
  const [copyStatus, setCopyStatus] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.current?.value ?? '');
      setCopyStatus('copied');
    } catch (error) {
      // no clipboard access (permission, insecure origin): leave the code selected for Ctrl+C
      console.error(error);
      code.current?.select();
      setCopyStatus('failed');
    }
  };

  return (
    <Card title={t(TENANT_SECTIONS.mapEmbed.label)} headingId={TENANT_SECTIONS.mapEmbed.id}>
      <div className="stack">
        <Checkbox
          label={t('tenants.mmPublishAllCasesOnMap')}
          hint={t('tenants.mmPublishAllCasesOnMapHint')}
          checked={values.mmPublishAllCasesOnMap}
          onChange={(event) => update({ mmPublishAllCasesOnMap: event.target.checked })}
        />
        <Checkbox
          label={t('tenants.mmMapShowCreateCaseButton')}
          checked={values.mmMapShowCreateCaseButton}
          onChange={(event) => update({ mmMapShowCreateCaseButton: event.target.checked })}
        />
        {apiKey ? (
          <>
            <Field label={t('tenants.embedCode')} hint={t('tenants.embedHint')}>
              {(control) => (
                <textarea
                  {...control}
                  ref={code}
                  className="input tenant-form__code"
                  rows={3}
                  readOnly
                  value={embedCode(window.location.origin, apiKey, t('tenants.embedTitle', { name: values.name }))}
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Field>
            <div className="tenant-form__inline">
              <Button variant="secondary" onClick={() => void copy()}>
                {t('tenants.copy')}
              </Button>
              <p className="tenant-form__status" role="status">
                {copyStatus === 'copied' ? t('tenants.copied') : copyStatus === 'failed' ? t('tenants.copyFailed') : ''}
              </p>
            </div>
          </>
        ) : (
          <p className="field__hint">{t(keyVisible ? 'tenants.embedNeedsKey' : 'tenants.embedNoRight')}</p>
        )}
      </div>
    </Card>
  );
}
