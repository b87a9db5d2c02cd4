import { useState } from 'react';
import {
  type CaseBulkAction,
  type CaseBulkResult,
  type CaseListItem,
  STAFF_TARGET_STATES,
  type StaffTargetState,
} from '@contracts/case.js';
import type { User } from '@contracts/user.js';
import { Checkbox } from '../../components/Checkbox.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Field } from '../../components/Field.js';
import { MenuButton, type MenuChoice } from '../../components/MenuButton.js';
import { showError } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { logFailure, useLoaded } from '../../components/useLoaded.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

type BulkChoice = 'assign' | StaffTargetState | 'publish' | 'unpublish';

function requestOf(choice: BulkChoice, caseIds: number[], assigneeId: number | null): CaseBulkAction {
  if (choice === 'assign') return { caseIds, action: 'assign', assigneeId };
  if (choice === 'publish' || choice === 'unpublish') return { caseIds, action: choice };
  return { caseIds, action: 'state', state: choice };
}

export interface CaseBulkBarProps {
  user: User;
  rows: readonly CaseListItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  /** the cases changed: the list and its counters are read again */
  onDone: () => void;
}

/**
 * The selection's toolbar on /cases: "alle geladenen auswählen", the count, and one action for all selected
 * cases after a confirmation; the answer says per case what happened, naming those left unchanged and why.
 */
export function CaseBulkBar({ user, rows, selected, onSelect, onDone }: CaseBulkBarProps) {
  const t = useT();
  const [choice, setChoice] = useState<BulkChoice | null>(null);
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const { pending, run: runCall } = useSubmit();
  const [result, setResult] = useState<CaseBulkResult | null>(null);
  const assignees = useLoaded(
    async () => (await api.users.ofTenant(user.tenantId, '', 200)).content,
    choice === 'assign' ? 'assignees' : null,
    logFailure,
  );

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const mayPublish = user.allRights.includes('PUBLISH_CASES_TO_MAP');
  const choices: MenuChoice<BulkChoice>[] = [
    { id: 'assign', label: t('cases.bulk.action.assign') },
    ...STAFF_TARGET_STATES.map((state) => ({ id: state, label: t(`cases.bulk.action.${state}`) })),
    ...(mayPublish ? (['publish', 'unpublish'] as const).map((id) => ({ id, label: t(`cases.bulk.action.${id}`) })) : []),
  ];
  const numberOf = (id: number) => rows.find((row) => row.id === id)?.caseNumber ?? id;

  const run = async () => {
    if (!choice) return;
    await runCall(async () => {
      const answer = await api.cases.bulk(requestOf(choice, [...selected], assigneeId));
      setResult(answer);
      onSelect(new Set(answer.results.filter((r) => r.outcome !== 'DONE').map((r) => r.id)));
      onDone();
    }, showError);
    setChoice(null);
  };

  const actionLabel = choice ? t(`cases.bulk.action.${choice}` as MessageKey).replace(' …', '') : '';
  return (
    <section className="case-bulk" aria-label={t('cases.bulk')}>
      <Checkbox
        label={t('cases.bulk.selectAll')}
        checked={allSelected}
        disabled={rows.length === 0}
        onChange={(event) => onSelect(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
      />
      <span className="case-bulk__count">{t('cases.bulk.count', { count: selected.size })}</span>
      <MenuButton
        label={t('cases.bulk.actions')}
        choices={choices}
        isDisabled={selected.size === 0}
        isPending={pending}
        onChoose={(next) => {
          setResult(null);
          setChoice(next);
        }}
      />
      <div className="case-bulk__result" role="status">
        {result && (
          <>
            <p>{t('cases.bulk.result', { done: result.done, count: result.results.length })}</p>
            {result.done < result.results.length && (
              <>
                <p>{t('cases.bulk.resultOther')}</p>
                <ul>
                  {result.results
                    .filter((r) => r.outcome !== 'DONE')
                    .map((r) => (
                      <li key={r.id}>{`${t('cases.card.title', { number: numberOf(r.id) })}: ${r.message}`}</li>
                    ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={choice !== null}
        title={t('cases.bulk.confirmTitle', { count: selected.size })}
        confirmLabel={t('cases.bulk.run')}
        isPending={pending}
        onConfirm={() => void run()}
        onCancel={() => setChoice(null)}
      >
        <p>{t('cases.bulk.confirm', { action: actionLabel, count: selected.size })}</p>
        {choice === 'assign' && (
          <Field label={t('cases.bulk.assignee')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={assigneeId ?? ''}
                onChange={(event) => setAssigneeId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('cases.bulk.nobody')}</option>
                {assignees.state === 'ready' &&
                  assignees.value.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.fullname}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        )}
      </ConfirmDialog>
    </section>
  );
}
