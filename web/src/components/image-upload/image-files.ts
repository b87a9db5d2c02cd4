/** What the upload widgets accept (specification: png, gif, jpeg, jpg); the server checks the bytes again. */
export const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'];
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.png', '.gif', '.jpeg', '.jpg'].join(',');

/** By MIME type, or by name when the browser reports none (some systems do not know the type). */
export function isAllowedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return IMAGE_TYPES.includes(file.type.toLowerCase());
  return /\.(png|gif|jpe?g)$/i.test(file.name);
}

/** "0,42 MB" in German, "0.42 MB" in English; MB as the server counts them (1024 × 1024 bytes). */
export function formatMegabytes(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}
