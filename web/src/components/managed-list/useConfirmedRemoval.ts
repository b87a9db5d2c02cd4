import { useEffect, useRef, useState } from 'react';
import { showError } from '../toast.js';
import { useSubmit } from '../useSubmit.js';

/**
 * Removing a table's row after asking: `ask(row)` opens the dialog (spread `dialog` into a ConfirmDialog),
 * confirming runs `remove`, whose failure shows as an error toast; the dialog closes either way. The removed
 * row's button is gone, so once the dialog has closed (and given up restoring the focus to it) the keyboard
 * goes to the table's scroll region inside `tableRef`.
 */
export function useConfirmedRemoval<T>(remove: (row: T) => Promise<void>) {
  const tableRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<T | null>(null);
  const { pending: removing, run } = useSubmit();
  const [refocus, setRefocus] = useState(0);

  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => tableRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const confirm = async () => {
    if (target === null) return;
    await run(async () => {
      await remove(target);
      setRefocus((count) => count + 1);
    }, showError);
    setTarget(null);
  };

  const dialog = {
    isOpen: target !== null,
    isPending: removing,
    onConfirm: () => void confirm(),
    onCancel: () => setTarget(null),
  };
  return { tableRef, target, ask: setTarget, dialog };
}
