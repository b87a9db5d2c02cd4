import type { CaseStatus } from '@contracts/public.js';
import { useFrameApi } from '../frame-api.js';
import { queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { FramePage } from '../ui/FramePage.js';
import { StateLabel } from '../ui/StateLabel.js';
import { useRequest } from '../ui/useRequest.js';
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
  const { state, update } = useRequest<CaseStatus>(token || null, () => api.caseStatus(token));
  const title =
    state.status === 'done' && state.data.caseNumber !== null ? texts.statusTitleNumber(state.data.caseNumber) : texts.statusTitle;

  return (
    <FramePage title={title}>
      {!token ? (
        <FrameNotice tone="error">{texts.statusMissingToken}</FrameNotice>
      ) : state.status === 'loading' ? (
        <FrameLoading />
      ) : state.status === 'failed' ? (
        <FrameNotice tone="error">{messageOf(state.error, texts.failed)}</FrameNotice>
      ) : (
        <StatusDetails token={token} status={state.data} onChange={update} />
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
