import { signal } from '@preact/signals-react';
import { ApiError } from '../api/http.js';
import { t } from '../i18n/i18n.js';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays (docs/product/README.md#errors); hovering or focusing the toasts pauses the countdown. */
export const TOAST_TIMEOUT_MS = 6000;

export const toasts = signal<Toast[]>([]);

let nextId = 1;

export function showToast(kind: ToastKind, text: string): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, kind, text }];
  return id;
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((toast) => toast.id !== id);
}

export const showSuccess = (text: string) => showToast('success', text);

/**
 * An error toast with the server's message. A server answer without a message is only logged
 * (docs/product/README.md#errors); a failure without any answer (network) gets the generic text.
 */
export function showError(error: unknown): void {
  console.error(error);
  if (error instanceof ApiError) {
    if (error.message) showToast('error', error.message);
    return;
  }
  showToast('error', t('errors.unexpected'));
}
