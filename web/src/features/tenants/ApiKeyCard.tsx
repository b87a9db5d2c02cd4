import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Field } from '../../components/Field.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

export interface ApiKeyCardProps {
  tenantId: number;
  apiKey: string | null;
  onChange: (apiKey: string | null) => void;
}

type KeyAction = 'generate' | 'remove';

/**
 * The tenant's API key (MANAGE_API_KEY and module APIZUGRIFF, saved tenants only): generate one, replace it,
 * or remove it. Replacing and removing are asked first: either ends the old key for good
 * (docs/product/tenants.md#the-api-key).
 */
export function ApiKeyCard({ tenantId, apiKey, onChange }: ApiKeyCardProps) {
  const t = useT();
  const [confirming, setConfirming] = useState<'regenerate' | 'remove' | null>(null);
  const { running: pending, run: runCall } = useSubmit<never, KeyAction>();
  const actions = useRef<HTMLDivElement>(null);
  // the button that opened a dialog is gone after its action: the focus goes to the card's first button
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current || confirming) return;
    refocus.current = false;
    const frame = requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [apiKey, confirming]);

  const run = async (action: KeyAction) => {
    await runCall(
      async () => {
        if (action === 'generate') {
          const key = await api.tenants.generateApiKey(tenantId);
          refocus.current = true;
          onChange(key);
          showSuccess(t('tenants.apiKeyCreated'));
        } else {
          await api.tenants.removeApiKey(tenantId);
          refocus.current = true;
          onChange(null);
          showSuccess(t('tenants.apiKeyRemoved'));
        }
      },
      showError,
      action,
    );
    setConfirming(null);
  };

  return (
    <Card title={t(TENANT_SECTIONS.apiKey.label)} headingId={TENANT_SECTIONS.apiKey.id}>
      <div className="stack">
        {apiKey ? (
          <Field label={t('tenants.apiKey')}>
            {(control) => <input {...control} className="input tenant-form__code" readOnly value={apiKey} />}
          </Field>
        ) : (
          <p>{t('tenants.apiKeyNone')}</p>
        )}
        <div className="tenant-form__inline" ref={actions}>
          {apiKey ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming('regenerate')}>
                {t('tenants.apiKeyRegenerate')}
              </Button>
              <Button variant="danger" onClick={() => setConfirming('remove')}>
                {t('tenants.apiKeyRemove')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" isPending={pending === 'generate'} onClick={() => void run('generate')}>
              {t('tenants.apiKeyGenerate')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming === 'regenerate'}
        title={t('tenants.apiKeyRegenerateTitle')}
        confirmLabel={t('tenants.apiKeyRegenerate')}
        isPending={pending === 'generate'}
        onConfirm={() => void run('generate')}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('tenants.apiKeyRegenerateText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'remove'}
        title={t('tenants.apiKeyRemoveTitle')}
        confirmLabel={t('tenants.apiKeyRemove')}
        destructive
        isPending={pending === 'remove'}
        onConfirm={() => void run('remove')}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('tenants.apiKeyRemoveText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
