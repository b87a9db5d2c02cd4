import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

type Progress = { state: 'creating' } | { state: 'ready'; link: string; opened: boolean } | { state: 'failed'; message: string | null };

/**
 * "PDF-Zusammenfassung": generates the PDF while showing progress, then opens its signed link in a new tab.
 * Should the browser block that tab, the link stays here to open by hand.
 */
export function PdfSummaryDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const [progress, setProgress] = useState<Progress>({ state: 'creating' });

  useEffect(() => {
    let current = true;
    api.caseReports.pdfSummary(caseFile.id).then(
      ({ link }) => {
        if (!current) return;
        const tab = window.open(link, '_blank');
        if (tab) tab.opener = null;
        setProgress({ state: 'ready', link, opened: tab !== null });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setProgress({ state: 'failed', message: error instanceof ApiError && error.message ? error.message : null });
      },
    );
    return () => {
      current = false;
    };
  }, [caseFile.id]);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('caseFile.pdf.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div role="status" className="case-file__dialog-status">
        {progress.state === 'creating' && (
          <div className="case-file__progress-line">
            <progress className="case-file__indeterminate" aria-label={t('caseFile.pdf.creating')} />
            <span>{t('caseFile.pdf.creating')}</span>
          </div>
        )}
        {progress.state === 'ready' && <p>{t(progress.opened ? 'caseFile.pdf.opened' : 'caseFile.pdf.ready')}</p>}
        {progress.state === 'failed' && <p className="field__error">{progress.message ?? t('caseFile.pdf.failed')}</p>}
      </div>
      {progress.state === 'ready' && (
        <p>
          <a href={progress.link} target="_blank" rel="noopener noreferrer">
            {t('caseFile.pdf.open')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </p>
      )}
    </Modal>
  );
}
