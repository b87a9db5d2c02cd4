import { useState } from 'react';
import { EmailField } from '../../components/forms/EmailField.js';
import { FormDialog } from '../../components/FormDialog.js';
import { TenantPicker, type TenantOption } from '../../components/TenantPicker.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

const loadTenants = async (search: string): Promise<TenantOption[]> =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

/** The server checks the address properly; this only catches the obvious before asking it. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Super admin: mails every unreachable case of a tenant (none chosen: of no tenant) to an address with
 * POST /api/tenant/unreachable/send, and shows the server's answer in the dialog.
 */
export function ForwardUnreachableDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useT();
  const submitting = useSubmit({ unexpected: t('errors.unexpected') });
  const [tenant, setTenant] = useState<TenantOption | null>(null);
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);

  const close = () => {
    setTenant(null);
    setEmail('');
    submitting.clear();
    setAnswer(null);
    onClose();
  };

  const send = () => {
    setAnswer(null);
    if (!looksLikeEmail(email.trim())) return submitting.fail({ message: t('cases.forward.emailInvalid'), fields: [] });
    void submitting.run(async () => {
      const result = await api.caseReports.sendUnreachable({ tenantId: tenant?.id ?? null, email: email.trim() });
      setAnswer(result.message);
    });
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('cases.forward.title')}
      submitLabel={t('cases.forward.send')}
      cancelLabel={answer ? t('common.close') : t('common.cancel')}
      intro={t('cases.forward.intro')}
      submitting={submitting}
      onSubmit={send}
      onClose={close}
      after={
        <p className="case-forward__answer" role="status">
          {answer}
        </p>
      }
    >
      <TenantPicker
        label={t('cases.forward.tenant')}
        hint={t('cases.forward.tenantHint')}
        loader={loadTenants}
        value={tenant?.id ?? null}
        onChange={setTenant}
      />
      <EmailField
        label={t('cases.forward.email')}
        invalidBy={submitting.problem ? submitting.alertId : null}
        required
        value={email}
        onChange={setEmail}
      />
    </FormDialog>
  );
}
