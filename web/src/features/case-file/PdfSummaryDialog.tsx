import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.js';
import { LoadedDialog } from '../../components/loaded-dialog/LoadedDialog.js';
import type { Loaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

interface CreatedPdf {
  link: string;
  /** false when the browser blocked the new tab */
  opened: boolean;
}

/**
 * "PDF-Zusammenfassung": generates the PDF while showing progress, then opens its signed link in a new tab.
 * Should the browser block that tab, the link stays here to open by hand.
 */
export function PdfSummaryDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const [pdf, setPdf] = useState<Loaded<CreatedPdf>>({ state: 'loading' });

  // Not useLoaded: the tab must open for the awaited answer only, never for one that a closed dialog (or
  // React's second mount in development) has dropped.
  useEffect(() => {
    let current = true;
    api.caseReports.pdfSummary(caseFile.id).then(
      ({ link }) => {
        if (!current) return;
        const tab = window.open(link, '_blank');
        if (tab) tab.opener = null;
        setPdf({ state: 'ready', value: { link, opened: tab !== null } });
      },
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        const answered = error instanceof ApiError;
        setPdf({ state: 'failed', message: answered && error.message ? error.message : null, status: answered ? error.status : null });
      },
    );
    return () => {
      current = false;
    };
  }, [caseFile.id]);

  return (
    <LoadedDialog
      title={t('caseFile.pdf.title')}
      onClose={onClose}
      loaded={pdf}
      failure={(serverMessage) => serverMessage ?? t('caseFile.pdf.failed')}
      progress={
        <div className="case-file__progress-line">
          <progress className="case-file__indeterminate" aria-label={t('caseFile.pdf.creating')} />
          <span>{t('caseFile.pdf.creating')}</span>
        </div>
      }
      status={({ opened }) => <p>{t(opened ? 'caseFile.pdf.opened' : 'caseFile.pdf.ready')}</p>}
      statusClassName="case-file__dialog-status"
    >
      {({ link }) => (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('caseFile.pdf.open')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </p>
      )}
    </LoadedDialog>
  );
}
