/**
 * The one basic e-mail pattern of the product: the server's validations and the client's form checks use it,
 * so both sides accept the same addresses. Surrounding blanks are ignored (the input is trimmed before saving).
 * No schemas here, so the frames bundle checks addresses without loading TypeBox; `common.ts` re-exports it.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
