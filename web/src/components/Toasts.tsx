import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { dismissToast, TOAST_TIMEOUT_MS, toasts, type Toast } from './toast.js';
import './Toasts.css';

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const t = useT();
  const remaining = useRef(TOAST_TIMEOUT_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__text">{toast.text}</p>
      <button type="button" className="toast__close" onClick={() => dismissToast(toast.id)} aria-label={t('toast.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Two live regions that always exist (so screen readers announce what is added): polite for
 * confirmations, assertive for errors.
 */
export function Toasts() {
  useSignals();
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const list = toasts.value;

  return (
    <section
      className="toasts"
      aria-label={t('toast.notifications')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="status" className="toasts__region">
        {list
          .filter((toast) => toast.kind === 'success')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} paused={paused} />
          ))}
      </div>
      <div role="alert" className="toasts__region">
        {list
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} paused={paused} />
          ))}
      </div>
    </section>
  );
}
