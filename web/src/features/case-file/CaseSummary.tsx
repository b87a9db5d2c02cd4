import { useId } from 'react';
import { type Case, isMediaUrl } from '@contracts/case.js';
import { StateBadge } from '../../components/case/StateBadge.js';
import { useT } from '../../i18n/i18n.js';

/**
 * The head of the case file: number, state, progress, creation date and what the case keeps of the reporter
 * (e-mail; name, phone and the link to their photo from an Open311 client). The photo opens in a new tab and
 * only as an http(s) link: the server never fetches it, and a backend that sent anything else gets it shown
 * as text.
 */
export function CaseSummary({ caseFile }: { caseFile: Case }) {
  const t = useT();
  const headingId = useId();
  const progressId = useId();
  return (
    <section className="case-summary" aria-labelledby={headingId}>
      <div className="case-summary__title-row">
        <h2 className="case-summary__title" id={headingId}>
          {caseFile.caseNumber === null ? t('caseFile.head.noNumber') : t('caseFile.head.number', { number: caseFile.caseNumber })}
        </h2>
        <StateBadge state={caseFile.state} />
        {caseFile.publishedOnMap && <span className="case-summary__flag">{t('caseFile.head.published')}</span>}
        {caseFile.deviceCreator?.blocked && <span className="case-summary__flag">{t('caseFile.head.deviceBlocked')}</span>}
      </div>
      <div className="case-summary__progress">
        <span id={progressId}>{t('caseFile.head.progress')}</span>
        <div
          className="case-summary__bar"
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={caseFile.progress}
          aria-valuetext={`${caseFile.progress} %`}
        >
          <div className="case-summary__bar-fill" style={{ width: `${caseFile.progress}%` }} />
        </div>
        <span aria-hidden="true">{caseFile.progress} %</span>
      </div>
      <dl className="case-file__facts">
        <dt>{t('caseFile.head.createdAt')}</dt>
        <dd>
          <time dateTime={caseFile.createdAt}>{caseFile.createdAtFormatted}</time>
        </dd>
        {caseFile.tenant && (
          <>
            <dt>{t('caseFile.settings.tenant')}</dt>
            <dd>{caseFile.tenant.name}</dd>
          </>
        )}
        {caseFile.email && (
          <>
            <dt>{t('caseFile.head.email')}</dt>
            <dd>
              <a href={`mailto:${caseFile.email}`} className="case-summary__email">
                {caseFile.email}
              </a>
            </dd>
          </>
        )}
        {caseFile.reporterName && (
          <>
            <dt>{t('caseFile.head.reporterName')}</dt>
            <dd>{caseFile.reporterName}</dd>
          </>
        )}
        {caseFile.reporterPhone && (
          <>
            <dt>{t('caseFile.head.reporterPhone')}</dt>
            <dd>{caseFile.reporterPhone}</dd>
          </>
        )}
        {caseFile.mediaUrl && (
          <>
            <dt>{t('caseFile.head.mediaUrl')}</dt>
            <dd>
              {isMediaUrl(caseFile.mediaUrl) ? (
                <a href={caseFile.mediaUrl} target="_blank" rel="noopener noreferrer">
                  {t('caseFile.head.mediaLink')}
                </a>
              ) : (
                caseFile.mediaUrl
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
