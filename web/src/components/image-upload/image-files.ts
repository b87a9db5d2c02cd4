/** What the upload widgets accept (docs/product/README.md#image-upload); the server checks the bytes again. */
export const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'];
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.png', '.gif', '.jpeg', '.jpg'].join(',');

/** By MIME type, or by name when the browser reports none (some systems do not know the type). */
export function isAllowedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return IMAGE_TYPES.includes(file.type.toLowerCase());
  return /\.(png|gif|jpe?g)$/i.test(file.name);
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * "0,42 MB" in German, "0.42 MB" in English, as the server counts them (1024 × 1024 bytes); a file too small to
 * show well in hundredths of a MB (under 10 KB) in whole KB, at least 1, instead of "0,00 MB".
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 10 * KB) return `${Math.max(1, Math.round(bytes / KB)).toLocaleString(locale)} KB`;
  return `${(bytes / MB).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}
