import { Fragment, useEffect, useRef, useState } from 'react';
import type { CaseForwarding, ForwardingState } from '@contracts/forwarding.js';
import { Button } from '../../components/Button.js';
import { berlinDateTime } from '../../components/berlin-time.js';
import { Card } from '../../components/Card.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useSubmit } from '../../components/useSubmit.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

const STATE_TEXTS = {
  WAITING: 'forwarding.state.WAITING',
  SENT: 'forwarding.state.SENT',
  FAILED: 'forwarding.state.FAILED',
} as const satisfies Record<ForwardingState, string>;

/** Their status as Open311 names it; another word is shown as it came. */
const REMOTE_STATUS: ReadonlyMap<string, MessageKey> = new Map([
  ['open', 'forwarding.case.remoteOpen'],
  ['closed', 'forwarding.case.remoteClosed'],
]);

/**
 * "Weiterleitung über Open311" in the case file, only for a case that is forwarded: where to, how far it got, and
 * what the receiving body said last. A failed forwarding can be sent again.
 */
export function ForwardingSection({ caseId }: { caseId: number }) {
  const forwarding = useLoaded(() => api.forwarding.ofCase(caseId), caseId);
  if (forwarding.state !== 'ready' || forwarding.value === null) return null;
  const reload = async () => {
    const next = await api.forwarding.ofCase(caseId);
    forwarding.update(() => next);
  };
  return <ForwardingCard caseId={caseId} forwarding={forwarding.value} onRetried={reload} />;
}

interface ForwardingCardProps {
  caseId: number;
  forwarding: CaseForwarding;
  onRetried: () => Promise<void>;
}

function ForwardingCard({ caseId, forwarding, onRetried }: ForwardingCardProps) {
  const t = useT();
  const { pending, run } = useSubmit();
  const stateLine = useRef<HTMLParagraphElement>(null);
  // the button is gone once the forwarding waits again: the keyboard goes to the state it now has
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) stateLine.current?.focus();
  }, [refocus]);

  const retry = () =>
    run(async () => {
      showSuccess(await api.forwarding.retry(caseId));
      await onRetried();
      setRefocus((count) => count + 1);
    }, showError);

  const { remoteStatus } = forwarding;
  const remoteLabel = remoteStatus === null ? undefined : REMOTE_STATUS.get(remoteStatus);
  const facts: Array<[MessageKey, string | null]> = [
    ['forwarding.case.lastError', forwarding.lastError],
    ['forwarding.case.attempts', String(forwarding.attempts)],
    ['forwarding.case.nextAttempt', forwarding.state === 'WAITING' ? dateOf(forwarding.nextAttemptAt) : null],
    ['forwarding.case.sentAt', dateOf(forwarding.sentAt)],
    ['forwarding.case.requestId', forwarding.serviceRequestId],
    ['forwarding.case.remoteStatus', remoteLabel ? t(remoteLabel) : remoteStatus],
    ['forwarding.case.checkedAt', dateOf(forwarding.checkedAt)],
  ];
  return (
    <Card title={t('forwarding.title')}>
      <div className="stack">
        <p ref={stateLine} tabIndex={-1}>
          {t('forwarding.case.to', { recipient: forwarding.recipient, state: t(STATE_TEXTS[forwarding.state]) })}
        </p>
        <dl className="case-file__facts">
          {facts.map(
            ([label, value]) =>
              value !== null && (
                <Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ),
          )}
        </dl>
        {forwarding.state === 'FAILED' && (
          <div>
            <Button variant="secondary" isPending={pending} onClick={() => void retry()}>
              {t('forwarding.case.retry')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

const dateOf = (instant: string | null) => (instant === null ? null : berlinDateTime(instant));
