import { type FormEvent, useState } from 'react';
import type { SubjectSearchResult } from '@contracts/privacy.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { TextField } from '../../components/forms/TextField.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { RequestLog } from './RequestLog.js';
import { SubjectResult } from './SubjectResult.js';
import '../../components/forms/form-layout.css';
import './privacy.css';

/**
 * /privacy "Datenschutzanfragen": the super admin, or a user with EDIT_OWN_TENANT within the own
 * tenants, finds what is stored under a person's e-mail address, exports it (Art. 15) and anonymises it
 * (Art. 17). The address is sent in request bodies only; the actions work on the address of the last search.
 * Below, the log of the requests, which follows the address searched and shows each request made here at once.
 */
export function PrivacyPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const { pending: searching, run } = useSubmit();
  const [result, setResult] = useState<SubjectSearchResult | null>(null);
  // every search starts a fresh result (choices and the last success message go), anonymising keeps it
  const [searches, setSearches] = useState(0);
  // every request made here (search, export, anonymising) is a new entry of the log
  const [logged, setLogged] = useState(0);
  const log = () => setLogged((count) => count + 1);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setResult(await api.privacy.search(email));
      setSearches((count) => count + 1);
      log();
    }, showError);
  };

  return (
    <>
      <PageHeader title={t('privacy.title')} />
      <Card title={t('privacy.searchCard')}>
        <form className="stack" noValidate onSubmit={search}>
          <p className="privacy__intro">{t('privacy.intro')}</p>
          <TextField
            label={t('privacy.email')}
            hint={t('privacy.emailHint')}
            type="email"
            autoComplete="off"
            maxLength={254}
            required
            value={email}
            onChange={setEmail}
          />
          <div className="form-buttons">
            <Button type="submit" disabled={email.trim() === ''} isPending={searching}>
              {t('privacy.search')}
            </Button>
          </div>
          {searching && <Loading label={t('privacy.searching')} />}
        </form>
      </Card>
      {result && (
        <SubjectResult
          key={searches}
          result={result}
          onAnonymised={(anonymised) => {
            setResult(anonymised);
            log();
          }}
          onExported={log}
        />
      )}
      <RequestLog key={`log-${searches}`} email={result?.email ?? null} version={logged} />
    </>
  );
}
