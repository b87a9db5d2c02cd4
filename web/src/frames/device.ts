/** Where the frame keeps its device id (docs/product/frames-and-open311.md#reporting-devices). */
export const DEVICE_STORAGE_KEY = 'bp.deviceId';

/** 128 random bits as hex; getRandomValues works on plain http too, unlike crypto.randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The random id of this browser, made once and kept in local storage; reports send it as X-Device-Id so that
 * staff can block a device that misuses the form. Null where storage is refused (reports then carry none).
 */
export function deviceId(): string | null {
  try {
    const stored = localStorage.getItem(DEVICE_STORAGE_KEY);
    if (stored) return stored;
    const fresh = randomId();
    localStorage.setItem(DEVICE_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}
