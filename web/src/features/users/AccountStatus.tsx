import type { Ref } from 'react';
import { Button } from '../../components/Button.js';
import { useT } from '../../i18n/i18n.js';
import { ReleaseStatusField } from './ReleaseStatusField.js';

export interface AccountStatusProps {
  /** the area, focusable: the keyboard goes here once the approve button is gone */
  ref: Ref<HTMLDivElement>;
  released: boolean;
  onChange: (released: boolean) => void;
  /** why the release status cannot be changed here; null when it can */
  lockedHint: string | null;
  /** the account waits for approval since its registration */
  waiting: boolean;
  /** approves it; null for those who may not */
  onApprove: (() => void) | null;
  approving: boolean;
}

/** The release status, and for an account that waits for approval, the note and "Konto freigeben". */
export function AccountStatus({ ref, released, onChange, lockedHint, waiting, onApprove, approving }: AccountStatusProps) {
  const t = useT();
  return (
    <div className="stack" ref={ref} tabIndex={-1}>
      <ReleaseStatusField value={released} onChange={onChange} lockedHint={lockedHint} />
      {waiting && (
        <div className="user-form__waiting">
          <p>{t('users.form.waiting')}</p>
          {onApprove && (
            <Button variant="secondary" onClick={onApprove} isPending={approving}>
              {t('users.form.approveAccount')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
