import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { EmailField } from '../../components/forms/EmailField.js';
import { useFormProblem } from '../../components/forms/useFormProblem.js';
import { Modal } from '../../components/Modal.js';
import { TenantPicker, type TenantOption } from '../../components/TenantPicker.js';
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
  const formId = useId();
  const { form, alertId, problem, fail, clear } = useFormProblem();
  const [tenant, setTenant] = useState<TenantOption | null>(null);
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setTenant(null);
    setEmail('');
    clear();
    setAnswer(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAnswer(null);
    if (!looksLikeEmail(email.trim())) return fail({ message: t('cases.forward.emailInvalid') });
    clear();
    setPending(true);
    try {
      const result = await api.caseReports.sendUnreachable({ tenantId: tenant?.id ?? null, email: email.trim() });
      setAnswer(result.message);
    } catch (failure) {
      if (!(failure instanceof ApiError)) console.error(failure);
      fail({ message: failure instanceof ApiError && failure.message ? failure.message : t('errors.unexpected') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('cases.forward.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {answer ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {t('cases.forward.send')}
          </Button>
        </>
      }
    >
      <p>{t('cases.forward.intro')}</p>
      <form id={formId} ref={form} className="stack" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <TenantPicker
          label={t('cases.forward.tenant')}
          hint={t('cases.forward.tenantHint')}
          loader={loadTenants}
          value={tenant?.id ?? null}
          onChange={setTenant}
        />
        <EmailField label={t('cases.forward.email')} invalidBy={problem ? alertId : null} required value={email} onChange={setEmail} />
      </form>
      <p className="case-forward__answer" role="status">
        {answer}
      </p>
    </Modal>
  );
}
