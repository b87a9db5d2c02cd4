import { ApiError } from '../api/http.js';

/**
 * The server's message of a failed call (spec §8: public frames show the response's message), else the
 * given text (network failure, a server error without message).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
