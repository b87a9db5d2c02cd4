import { useState } from 'react';
import { Button } from '../../components/Button.js';
import { saveFile } from '../../components/save-file.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const sizeText = (bytes: number) => `${SIZE.format(bytes / 1000)} KB`;

const FORMATS = { json: 'privacy.exportJson', pdf: 'privacy.exportPdf' } as const;
type Format = keyof typeof FORMATS;

/** "Auskunft als JSON" and "Auskunft als PDF" (Art. 15): the server names the file; a status line counts what came. */
export function ExportButtons({ email, onExported }: { email: string; onExported: () => void }) {
  const t = useT();
  const { pending, running, run } = useSubmit<never, Format>();
  const [received, setReceived] = useState(0);

  const download = (format: Format) =>
    run(
      async () => {
        setReceived(0);
        const load = format === 'json' ? api.privacy.exportJson : api.privacy.exportPdf;
        const file = await load(email, setReceived);
        const fileName = file.fileName ?? `datenauskunft.${format}`;
        saveFile(file.blob, fileName);
        showSuccess(t('privacy.exportDone', { file: fileName }));
        onExported();
      },
      showError,
      format,
    );

  return (
    <>
      {(Object.keys(FORMATS) as Format[]).map((format) => (
        <Button key={format} variant="secondary" disabled={pending} isPending={running === format} onClick={() => void download(format)}>
          {t(FORMATS[format])}
        </Button>
      ))}
      <p className="privacy__progress" role="status">
        {pending && t('privacy.exportProgress', { size: sizeText(received) })}
      </p>
    </>
  );
}
