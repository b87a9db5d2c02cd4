import { useState } from 'react';
import type { SubjectSearchResult } from '@contracts/privacy.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { useT } from '../../i18n/i18n.js';
import { AnonymiseDialog } from './AnonymiseDialog.js';
import { ExportButtons } from './ExportButtons.js';

interface SubjectResultProps {
  result: SubjectSearchResult;
  /** the result after anonymising: nothing of the address is left in the caller's scope */
  onAnonymised: (result: SubjectSearchResult) => void;
  /** an export was given out (and logged) */
  onExported: () => void;
}

/** What the search found: the cases (each with its box "Freitexte"), the correspondent entries and the actions. */
export function SubjectResult({ result, onAnonymised, onExported }: SubjectResultProps) {
  const t = useT();
  const [freeTexts, setFreeTexts] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const found = result.cases.length + result.correspondents.length;
  const allChosen = result.cases.length > 0 && freeTexts.size === result.cases.length;

  const choose = (id: number, chosen: boolean) => {
    const next = new Set(freeTexts);
    if (chosen) next.add(id);
    else next.delete(id);
    setFreeTexts(next);
  };

  return (
    <Card title={t('privacy.resultCard')}>
      <div className="stack">
        <p role="status" className="privacy__summary">
          {done ??
            (found === 0
              ? t('privacy.nothing')
              : t('privacy.summary', { email: result.email, cases: result.cases.length, correspondents: result.correspondents.length }))}
        </p>
        {result.cases.length > 0 && (
          <div className="privacy__table" role="region" aria-label={t('privacy.cases')} tabIndex={0}>
            <table>
              <caption>{t('privacy.cases')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('privacy.col.freeTexts')}</th>
                  <th scope="col">{t('privacy.col.number')}</th>
                  <th scope="col">{t('privacy.col.tenant')}</th>
                  <th scope="col">{t('privacy.col.date')}</th>
                  <th scope="col">{t('privacy.col.state')}</th>
                  <th scope="col">{t('privacy.col.category')}</th>
                </tr>
              </thead>
              <tbody>
                {result.cases.map((c) => {
                  const number = String(c.caseNumber ?? `#${c.id}`);
                  return (
                    <tr key={c.id}>
                      <td>
                        <input
                          type="checkbox"
                          className="privacy__check"
                          aria-label={t('privacy.freeTextsOf', { number })}
                          checked={freeTexts.has(c.id)}
                          onChange={(event) => choose(c.id, event.target.checked)}
                        />
                      </td>
                      <td>{number}</td>
                      <td>{c.tenant?.name ?? t('privacy.noTenant')}</td>
                      <td>{c.createdAtFormatted}</td>
                      <td>{c.stateLabel}</td>
                      <td>{c.category ?? '–'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {result.correspondents.length > 0 && (
          <section aria-labelledby="privacy-correspondents">
            <h3 id="privacy-correspondents" className="privacy__subheading">
              {t('privacy.correspondents')}
            </h3>
            <ul className="privacy__list">
              {result.correspondents.map((c) => (
                <li key={c.id}>
                  {[c.title, c.firstName, c.lastName].filter(Boolean).join(' ')} · {c.tenant.name}
                </li>
              ))}
            </ul>
          </section>
        )}
        {result.blockEntry && <p>{t('privacy.blocked', { date: result.blockEntry.createdAtFormatted })}</p>}
        {result.cases.length > 0 && (
          <Checkbox
            label={t('privacy.allFreeTexts')}
            hint={t('privacy.allFreeTextsHint')}
            checked={allChosen}
            onChange={(event) => setFreeTexts(new Set(event.target.checked ? result.cases.map((c) => c.id) : []))}
          />
        )}
      </div>
      <div className="form-buttons privacy__actions">
        <ExportButtons email={result.email} onExported={onExported} />
        <Button variant="danger" disabled={found === 0} onClick={() => setConfirming(true)}>
          {t('privacy.anonymise')}
        </Button>
      </div>
      {confirming && (
        <AnonymiseDialog
          result={result}
          freeTextCaseIds={result.cases.filter((c) => freeTexts.has(c.id)).map((c) => c.id)}
          onDone={(message) => {
            setConfirming(false);
            setDone(message);
            setFreeTexts(new Set());
            onAnonymised({ ...result, cases: [], correspondents: [] });
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
