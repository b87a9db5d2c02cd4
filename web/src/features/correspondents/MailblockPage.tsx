import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showSuccess } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { emailProblem, viewHref } from './correspondent-rules.js';
import './correspondents.css';

/** /create-mailblock: puts an address on the newsletter block list and returns to the "Blockierte Addressen" tab. */
export function MailblockPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const fail = (message: string) => {
    setProblem(message);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = emailProblem(email);
    if (invalid) return fail(t(invalid));
    setProblem(null);
    setPending(true);
    try {
      const blocked = await api.newsletter.block({ email: email.trim() });
      showSuccess(t('correspondents.toast.blocked', { email: blocked.email }));
      navigate(viewHref('blocked'));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.message) return fail(error.message);
      console.error(error);
      fail(t('errors.unexpected'));
    }
  };

  return (
    <>
      <PageHeader title={t('page.createMailblock')} />
      <form ref={form} className="correspondent-form" onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem} />
        <Card title={t('correspondents.block.card')}>
          <p>{t('correspondents.block.intro')}</p>
          <Field label={t('correspondents.block.email')} invalidBy={problem ? alertId : null} required>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                maxLength={254}
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <div className="correspondent-form__buttons">
            <Button type="submit" isPending={pending}>
              {t('common.save')}
            </Button>
            <Link href={viewHref('blocked')} className="button button--secondary">
              {t('common.cancel')}
            </Link>
          </div>
        </Card>
      </form>
    </>
  );
}
