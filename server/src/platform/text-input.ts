import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from './errors.js';

export const NUL_MESSAGE = 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).';

/** Whether a parsed request part holds a NUL character in any text or key, however deeply nested (walked without recursion). */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses a NUL character before any route sees it: PostgreSQL can neither store nor compare text with one (a
 * search, a login, a name with it answered 500 there), and no input of the product has a use for it. In the path
 * it names nothing, so 404 as for any unknown record (and as for an id beyond the integer range); in the query
 * string or the body it is bad input, 400.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params)) throw notFound();
    if (holdsNul(request.query) || holdsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
