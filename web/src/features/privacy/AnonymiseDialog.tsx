import type { SubjectSearchResult } from '@contracts/privacy.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Loading } from '../../components/Loading.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

interface AnonymiseDialogProps {
  result: SubjectSearchResult;
  freeTextCaseIds: number[];
  /** the success message with the server's counts */
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** "Daten anonymisieren": says exactly what will change and what stays, then anonymises once (Art. 17). */
export function AnonymiseDialog({ result, freeTextCaseIds, onDone, onCancel }: AnonymiseDialogProps) {
  const t = useT();
  const { pending, run } = useSubmit();

  const confirm = () =>
    run(
      async () => {
        const counts = await api.privacy.anonymise({ email: result.email, freeTextCaseIds });
        const message = t('privacy.done', counts);
        showSuccess(message);
        onDone(message);
      },
      (error) => {
        showError(error);
        onCancel();
      },
    );

  return (
    <ConfirmDialog
      isOpen
      title={t('privacy.confirmTitle')}
      confirmLabel={t('privacy.confirm')}
      destructive
      isPending={pending}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!pending) onCancel();
      }}
    >
      <p>{t('privacy.confirmIntro', { email: result.email })}</p>
      <ul className="privacy__list">
        {result.cases.length > 0 && <li>{t('privacy.confirmCases', { count: result.cases.length })}</li>}
        {result.cases.length > 0 && (
          <li>
            {freeTextCaseIds.length > 0
              ? t('privacy.confirmFreeTexts', { count: freeTextCaseIds.length })
              : t('privacy.confirmNoFreeTexts')}
          </li>
        )}
        {result.correspondents.length > 0 && <li>{t('privacy.confirmCorrespondents', { count: result.correspondents.length })}</li>}
      </ul>
      <p>{t('privacy.confirmKeeps')}</p>
      {pending && <Loading label={t('privacy.anonymising')} />}
    </ConfirmDialog>
  );
}
