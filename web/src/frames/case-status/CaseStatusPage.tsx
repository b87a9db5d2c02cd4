import type { CaseStatus } from '@contracts/public.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameLoadFailure } from '../ui/FrameLoadFailure.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { FramePage } from '../ui/FramePage.js';
import { StateLabel } from '../ui/StateLabel.js';
import { RatingForm } from './RatingForm.js';
import { WithdrawSection } from './WithdrawSection.js';
import '../../components/Button.css';
import '../../components/Field.css';
import './CaseStatus.css';

/** /fall-status?token=: the reporter's own view of the report, from the private link of the confirmation mail. */
export function CaseStatusPage() {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const token = queryParam('token');
  const status = useLoaded(() => api.caseStatus(token), token || null);
  const title =
    status.state === 'ready' && status.value.caseNumber !== null ? texts.statusTitleNumber(status.value.caseNumber) : texts.statusTitle;
  // the status link carries no API key: the footer links the statement of the municipality the answer names
  const apiKey = status.state === 'ready' ? status.value.tenantApiKey : null;

  return (
    <FramePage title={title} apiKey={apiKey}>
      {!token ? (
        <FrameNotice tone="error">{texts.statusMissingToken}</FrameNotice>
      ) : status.state === 'failed' && status.status === 410 ? (
        <FrameNotice tone="info">{texts.statusDataErased}</FrameNotice>
      ) : status.state === 'failed' ? (
        <FrameLoadFailure failure={status} onRetry={status.reload} />
      ) : status.state === 'ready' ? (
        <StatusDetails token={token} status={status.value} onChange={(next) => status.update(() => next)} />
      ) : (
        <FrameLoading />
      )}
    </FramePage>
  );
}

interface StatusDetailsProps {
  token: string;
  status: CaseStatus;
  onChange: (status: CaseStatus) => void;
}

function StatusDetails({ token, status, onChange }: StatusDetailsProps) {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <dl className="case-status__facts">
        <div>
          <dt>{texts.statusState}</dt>
          <dd>
            <StateLabel state={status.state} />
          </dd>
        </div>
        <div>
          <dt>{texts.statusCreated}</dt>
          <dd>{status.createdAtFormatted}</dd>
        </div>
        <div>
          <dt>{texts.statusCategory}</dt>
          <dd>{status.category ?? texts.noCategory}</dd>
        </div>
        <div>
          <dt>{texts.statusTenant}</dt>
          <dd>{status.tenantName ?? texts.statusForwarded}</dd>
        </div>
        <div className="case-status__wide">
          <dt>{texts.statusDescription}</dt>
          <dd className="case-status__description">{status.description}</dd>
        </div>
      </dl>

      <section className="stack case-status__section" aria-labelledby="case-status-answers">
        <h2 className="case-status__heading" id="case-status-answers">
          {texts.answersHeading}
        </h2>
        {status.answers.length === 0 ? (
          <p className="field__hint">{texts.answersEmpty}</p>
        ) : (
          <ol className="case-status__answers">
            {status.answers.map((answer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers have no id, and two may share a time
              <li key={`${answer.createdAt}-${index}`} className="case-status__answer">
                <p className="field__hint">{answer.createdAtFormatted}</p>
                <p className="case-status__answer-text">{answer.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {status.rating !== null && <FrameNotice tone="success">{texts.ratingGiven(status.rating)}</FrameNotice>}
      {status.canRate && <RatingForm token={token} onRated={onChange} />}
      {status.canWithdraw && <WithdrawSection token={token} onWithdrawn={onChange} />}
    </div>
  );
}
