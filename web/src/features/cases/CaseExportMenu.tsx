import { useState } from 'react';
import { CASE_EXPORT_FORMATS, type CaseExportFormat } from '@contracts/case.js';
import { MenuButton } from '../../components/MenuButton.js';
import { saveFile } from '../../components/save-file.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { caseExportQuery, type CaseListCriteria } from './case-list-criteria.js';

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const sizeText = (bytes: number) => (bytes < 1_000_000 ? `${SIZE.format(bytes / 1000)} KB` : `${SIZE.format(bytes / 1_000_000)} MB`);

/**
 * "Exportieren" on /cases: exactly the cases the list shows, in its order, as CSV, XLSX or GeoJSON. The file
 * is named by the server after the filter and the day; while it arrives, a status line counts what came.
 */
export function CaseExportMenu({ criteria }: { criteria: CaseListCriteria }) {
  const t = useT();
  const { pending, run } = useSubmit();
  const [received, setReceived] = useState(0);

  const download = (format: CaseExportFormat) =>
    run(async () => {
      setReceived(0);
      const file = await api.cases.export(caseExportQuery(criteria, format), setReceived);
      const fileName = file.fileName ?? `faelle.${format}`;
      saveFile(file.blob, fileName);
      showSuccess(t('cases.export.done', { file: fileName }));
    }, showError);

  return (
    <div className="case-export">
      <MenuButton
        label={t('cases.export')}
        choices={CASE_EXPORT_FORMATS.map((format) => ({ id: format, label: t(`cases.export.${format}`) }))}
        onChoose={(format) => void download(format)}
        isPending={pending}
      />
      <p className="case-export__progress" role="status">
        {pending && t('cases.export.progress', { size: sizeText(received) })}
      </p>
    </div>
  );
}
