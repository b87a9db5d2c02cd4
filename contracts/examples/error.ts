import type { ErrorBody } from '../schemas/common.js';

/** The answer to a call the caller lacks the right for (403), as every staff route gives it. */
export const exampleError = (fields: Partial<ErrorBody> = {}): ErrorBody => ({
  message: 'Dafür fehlt Ihnen die Berechtigung.',
  code: 'FORBIDDEN',
  ...fields,
});
