import { useId, useState } from 'react';
import type { StatementSettings } from '@contracts/accessibility.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { Loading } from '../../components/Loading.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { TENANT_SECTIONS } from './tenant-sections.js';

/**
 * The tenant's accessibility statement (BITV 2.0 § 12), saved on its own like the API key: a long text that the
 * public page shows at once. It is loaded when opened, so the form itself asks the server for nothing more.
 */
export function AccessibilityStatementCard({ tenantId }: { tenantId: number }) {
  const t = useT();
  const editorId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card title={t(TENANT_SECTIONS.accessibility.label)} headingId={TENANT_SECTIONS.accessibility.id}>
      <div className="stack">
        <p className="field__hint">{t('accessibility.cardIntro')}</p>
        <div>
          <Button variant="secondary" aria-expanded={open} aria-controls={editorId} onClick={() => setOpen(!open)}>
            {t('accessibility.edit')}
          </Button>
        </div>
        <div id={editorId}>{open && <StatementEditor tenantId={tenantId} />}</div>
      </div>
    </Card>
  );
}

function StatementEditor({ tenantId }: { tenantId: number }) {
  const t = useT();
  const settings = useLoaded(() => api.accessibility.statement(tenantId), tenantId);
  if (settings.state === 'failed') return <p role="alert">{settings.message ?? t('errors.unexpected')}</p>;
  if (settings.state !== 'ready') return <Loading />;
  return <StatementText tenantId={tenantId} settings={settings.value} onSaved={(saved) => settings.update(() => saved)} />;
}

interface StatementTextProps {
  tenantId: number;
  settings: StatementSettings;
  onSaved: (settings: StatementSettings) => void;
}

/** The text starts as the default; saving it unchanged keeps the default, which follows the releases' checks. */
function StatementText({ tenantId, settings, onSaved }: StatementTextProps) {
  const t = useT();
  const { text, defaultText } = settings;
  const [draft, setDraft] = useState(text ?? defaultText);
  const { running: pending, run } = useSubmit<never, 'save' | 'reset'>();

  const save = (action: 'save' | 'reset') =>
    run(
      async () => {
        const own = action === 'reset' || draft.trim() === defaultText ? null : draft;
        const saved = await api.accessibility.saveStatement(tenantId, own);
        onSaved(saved);
        setDraft(saved.text ?? saved.defaultText);
        showSuccess(t(saved.text === null ? 'accessibility.resetDone' : 'accessibility.saved'));
      },
      showError,
      action,
    );

  return (
    <div className="stack">
      <p>{t(text === null ? 'accessibility.usesDefault' : 'accessibility.usesOwn')}</p>
      <Field label={t('accessibility.text')} hint={t('accessibility.textHint')}>
        {(control) => (
          <textarea {...control} className="input" rows={14} value={draft} onChange={(event) => setDraft(event.target.value)} />
        )}
      </Field>
      <div className="tenant-form__inline">
        <Button variant="secondary" isPending={pending === 'save'} onClick={() => void save('save')}>
          {t('accessibility.save')}
        </Button>
        {text !== null && (
          <Button variant="secondary" isPending={pending === 'reset'} onClick={() => void save('reset')}>
            {t('accessibility.reset')}
          </Button>
        )}
      </div>
    </div>
  );
}
