import { useLocation } from 'wouter';
import type { Info } from '@contracts/info.js';
import { Button } from '../../../components/Button.js';
import { Card } from '../../../components/Card.js';
import { showError, showSuccess } from '../../../components/toast.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { useLoaded } from '../../../components/useLoaded.js';
import { useSubmit } from '../../../components/useSubmit.js';

/** The QR code is 200 px square (docs/product/citizen-information.md#qr-code-and-public-page). */
const QR_SIZE = 200;

function QrCode({ info }: { info: Info }) {
  const t = useT();
  const qr = useLoaded(() => api.infos.qrCode(info.id), info.id);
  if (qr.state === 'failed') return <p className="field__error">{t('citizenInfo.actions.qrFailed')}</p>;
  if (qr.state !== 'ready') return <p className="field__hint">{t('citizenInfo.actions.qrLoading')}</p>;
  return (
    <div className="citizen-info-actions__qr">
      <img src={qr.value.link} alt={t('citizenInfo.actions.qrAlt', { headline: info.headline })} width={QR_SIZE} height={QR_SIZE} />
      <p className="field__hint citizen-info-actions__target">{t('citizenInfo.actions.qrHint', { target: qr.value.target })}</p>
      <a className="button button--secondary" href={qr.value.link} download={`buergerinformation-${info.id}-qr.png`}>
        {t('citizenInfo.actions.qrDownload')}
      </a>
    </div>
  );
}

/**
 * The right-hand card 'Aktionen' (docs/product/citizen-information.md#citizen-information-items,
 * docs/product/citizen-information.md#status-of-an-item): the QR code of a saved item and, for a published one, 'Nicht
 * mehr veröffentlichen' (back to draft, then to the list). A new item has no actions yet.
 */
export function InfoActionsCard({ saved }: { saved: Info | null }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { pending, run } = useSubmit();

  const unpublish = (info: Info) =>
    run(async () => {
      await api.infos.unpublish(info.id);
      showSuccess(t('citizenInfo.toast.unpublished'));
      navigate('/buergerinfos');
    }, showError);

  return (
    <Card title={t('citizenInfo.actions.title')}>
      {saved ? (
        <div className="stack">
          <h3 className="citizen-info-actions__heading">{t('citizenInfo.actions.qrHeading')}</h3>
          <QrCode info={saved} />
          {saved.status === 'PUBLISHED' && (
            <Button variant="secondary" isPending={pending} onClick={() => void unpublish(saved)}>
              {t('citizenInfo.actions.unpublish')}
            </Button>
          )}
        </div>
      ) : (
        <p>{t('citizenInfo.actions.unsaved')}</p>
      )}
    </Card>
  );
}
