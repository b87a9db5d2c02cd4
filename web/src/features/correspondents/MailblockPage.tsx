import { useState } from 'react';
import { Card } from '../../components/Card.js';
import { FormAlert } from '../../components/FormAlert.js';
import { EmailField } from '../../components/forms/EmailField.js';
import { SaveCancelButtons } from '../../components/forms/SaveCancelButtons.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { emailProblem, viewHref } from './correspondent-rules.js';
import './correspondents.css';

const LIST = viewHref('blocked');

/** /create-mailblock: puts an address on the newsletter block list and returns to the "Blockierte Adressen" tab. */
export function MailblockPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const { form, alertId, problem, pending, submit } = useRecordSave({
    listHref: LIST,
    validate: () => {
      const invalid = emailProblem(email);
      return invalid ? { messageKey: invalid, field: 'email' } : null;
    },
    save: () => api.newsletter.block({ email: email.trim() }),
    savedMessage: (blocked) => t('correspondents.toast.blocked', { email: blocked.email }),
  });

  return (
    <>
      <PageHeader title={t('page.createMailblock')} />
      <form ref={form} className="correspondent-form" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <Card title={t('correspondents.block.card')}>
          <p>{t('correspondents.block.intro')}</p>
          {/* the one field: whatever the problem, it is the one to fix */}
          <EmailField
            label={t('correspondents.block.email')}
            invalidBy={problem ? alertId : null}
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={setEmail}
          />
          <SaveCancelButtons pending={pending} cancelHref={LIST} />
        </Card>
      </form>
    </>
  );
}
