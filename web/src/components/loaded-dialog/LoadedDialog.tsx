import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.js';
import { Button } from '../Button.js';
import { Loading } from '../Loading.js';
import { Modal } from '../Modal.js';
import type { Loaded } from '../useLoaded.js';

export interface LoadedDialogProps<T> {
  title: string;
  onClose: () => void;
  loaded: Loaded<T>;
  /** the text of a failure, given the server's message (null when it sent none) */
  failure: (serverMessage: string | null) => string;
  /** shown while loading instead of the spinner notice */
  progress?: ReactNode;
  /**
   * the line that reports the result; given one, progress, failure and that line share a live region so each
   * change is announced (without, only the spinner notice announces itself)
   */
  status?: (value: T) => ReactNode;
  statusClassName?: string;
  /** the loaded content, after the status */
  children?: (value: T) => ReactNode;
  /** buttons after "Schließen" that the loaded value calls for */
  actions?: (value: T) => ReactNode;
}

/** A dialog showing what it loads on opening: progress, then the result or why it failed; "Schließen" closes it. */
export function LoadedDialog<T>({
  title,
  onClose,
  loaded,
  failure,
  progress,
  status,
  statusClassName,
  children,
  actions,
}: LoadedDialogProps<T>) {
  const t = useT();
  const outcome = (
    <>
      {(loaded.state === 'idle' || loaded.state === 'loading') && (progress ?? <Loading />)}
      {loaded.state === 'failed' && <p className="field__error">{failure(loaded.message)}</p>}
      {loaded.state === 'ready' && status?.(loaded.value)}
    </>
  );
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {loaded.state === 'ready' && actions?.(loaded.value)}
        </>
      }
    >
      {status ? (
        <div role="status" className={statusClassName}>
          {outcome}
        </div>
      ) : (
        outcome
      )}
      {loaded.state === 'ready' && children?.(loaded.value)}
    </Modal>
  );
}
